import { useState } from 'react';
import type { TFlashcard } from '../../../shared/contract/flashcards';
import { flashcardSearchDebounceMs, flashcardManagerTexts as texts } from '../../../shared/domain/flashcard-texts';
import { FlashcardGrid } from '../../components/ui/flashcard-grid';
import { NativeSelect } from '../../components/ui/native-select';
import { Pagination } from '../../components/ui/pagination';
import { SearchInput } from '../../components/ui/search-input';
import { coreTopicOptions } from '../../lib/core-topic-options';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { EditFlashcardDialog } from './edit-flashcard-dialog';
import { useFlashcards } from './flashcard-queries';
import { FlashcardTile } from './flashcard-tile';

const topicOptions = coreTopicOptions(texts.allTopics);

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
          <NativeSelect
            aria-label={texts.topicLabel}
            className="sm:w-56"
            options={topicOptions}
            value={topic}
            onValueChange={setTopic}
          />
          <SearchInput
            label={texts.searchLabel}
            placeholder={texts.search}
            value={search}
            onChange={setSearch}
            className="w-full sm:w-64"
          />
        </div>
      </div>
      <FlashcardGrid
        label={texts.listLabel}
        count={data?.flashcards.length}
        error={list.isError ? list.error.message : undefined}
        emptyText={query || topic ? texts.noMatches : texts.empty}
      >
        {data?.flashcards.map((card) => (
          <FlashcardTile key={card.id} card={card} onEdit={setEditing} />
        ))}
      </FlashcardGrid>
      {data && data.pagination.totalPages > 1 ? (
        <Pagination page={page} totalPages={data.pagination.totalPages} onPageChange={setPage} />
      ) : null}
      <EditFlashcardDialog card={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
