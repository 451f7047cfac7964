import { useState } from 'react';
import type { TAdminFlashcard } from '../../../shared/contract/admin-flashcards';
import { adminFlashcardTexts as texts } from '../../../shared/domain/admin-flashcard-texts';
import { adminSearchDebounceMs } from '../../../shared/domain/admin-texts';
import { FlashcardEditDialog } from '../../components/ui/flashcard-edit-dialog';
import { FlashcardGrid } from '../../components/ui/flashcard-grid';
import { Pagination } from '../../components/ui/pagination';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { AdminFlashcardFilters, type TFilterValues } from './admin-flashcard-filters';
import { useAdminFlashcards, useUpdateAdminFlashcard } from './admin-flashcard-queries';
import { AdminFlashcardTile } from './admin-flashcard-tile';

const noFilters: TFilterValues = { search: '', owner: '', source: 'all', topic: '', tags: '' };

/** /admin/flashcards: every learner's cards and the pre-made decks' cards, to search, edit, suspend and delete. */
export function AdminFlashcardsScreen() {
  const [values, setValues] = useState(noFilters);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TAdminFlashcard | null>(null);
  const typed = useDebouncedValue(
    `${values.search.trim()}\n${values.owner.trim()}\n${values.tags.trim()}`,
    adminSearchDebounceMs,
  );
  const [search = '', owner = '', tags = ''] = typed.split('\n');
  const list = useAdminFlashcards({ page, search, owner, tags, source: values.source, topic: values.topic });
  const update = useUpdateAdminFlashcard(() => setEditing(null));
  const data = list.data;
  const filtered = Boolean(search || owner || tags || values.topic || values.source !== 'all');

  return (
    <section aria-label={texts.listLabel} className="grid gap-4">
      <AdminFlashcardFilters
        values={values}
        onChange={(change) => {
          setValues((current) => ({ ...current, ...change }));
          setPage(1);
        }}
      />
      {data ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {texts.count(data.pagination.totalCount)}
        </p>
      ) : null}
      <FlashcardGrid
        label={texts.listLabel}
        count={data?.flashcards.length}
        error={list.isError ? list.error.message : undefined}
        emptyText={filtered ? texts.noMatches : texts.empty}
      >
        {data?.flashcards.map((card) => (
          <AdminFlashcardTile key={`${card.kind}:${card.id}`} card={card} onEdit={setEditing} />
        ))}
      </FlashcardGrid>
      {data && data.pagination.totalPages > 1 ? (
        <Pagination page={page} totalPages={data.pagination.totalPages} onPageChange={setPage} />
      ) : null}
      <FlashcardEditDialog
        card={editing}
        pending={update.isPending}
        onSave={(sides) => editing && update.mutate({ kind: editing.kind, id: editing.id, ...sides })}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
