import { useState } from 'react';
import type { TFlashcard } from '../../../shared/contract/flashcards';
import { flashcardSearchDebounceMs, flashcardManagerTexts as texts } from '../../../shared/domain/flashcard-texts';

import { coreTopics } from '../../../shared/domain/topics';
import { Alert } from '../../components/ui/alert';
import { Pagination } from '../../components/ui/pagination';
import { SearchInput } from '../../components/ui/search-input';
import { Skeleton } from '../../components/ui/skeleton';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { EditFlashcardDialog } from './edit-flashcard-dialog';
import { useFlashcards } from './flashcard-queries';
import { FlashcardTile } from './flashcard-tile';

const skeletons = [0, 1, 2, 3, 4, 5];

/** "My Flashcards" (spec 2). The page is the learner's own: typing a search does not reset it (spec 4). */
export function FlashcardManager() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [topic, setTopic] = useState('');
  const [editing, setEditing] = useState<TFlashcard | null>(null);
  const query = useDebouncedValue(search.trim(), flashcardSearchDebounceMs);
  const list = useFlashcards({ page, search: query, topic });
  const data = list.data;

  return (
    <section aria-labelledby="my-flashcards" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="my-flashcards" className="text-2xl font-bold text-foreground">
            {texts.heading}
          </h2>
          {data ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {texts.count(data.pagination.totalCount)}
            </p>
          ) : null}
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <select
            aria-label={texts.topicLabel}
            className="h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 text-base sm:w-56 sm:text-sm"
            value={topic}
            onChange={(event) => setTopic(event.target.value)}
          >
            <option value="">{texts.allTopics}</option>
            {coreTopics.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
          <SearchInput
            label={texts.searchLabel}
            placeholder={texts.search}
            value={search}
            onChange={setSearch}
            className="w-full sm:w-64"
          />
        </div>
      </div>
      {list.isError ? (
        <Alert>{list.error.message}</Alert>
      ) : !data ? (
        <ul aria-busy aria-label={texts.listLabel} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {skeletons.map((key) => (
            <li key={key}>
              <Skeleton className="h-44 w-full rounded-xl" />
            </li>
          ))}
        </ul>
      ) : data.flashcards.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
          {query || topic ? texts.noMatches : texts.empty}
        </p>
      ) : (
        <ul aria-label={texts.listLabel} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.flashcards.map((card) => (
            <FlashcardTile key={card.id} card={card} onEdit={setEditing} />
          ))}
        </ul>
      )}
      {data && data.pagination.totalPages > 1 ? (
        <Pagination page={page} totalPages={data.pagination.totalPages} onPageChange={setPage} />
      ) : null}
      <EditFlashcardDialog card={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
