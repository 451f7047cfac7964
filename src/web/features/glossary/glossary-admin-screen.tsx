import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { TGlossaryEntry } from '../../../shared/contract/glossary';
import { glossaryMessages } from '../../../shared/domain/glossary';
import { glossaryAdminPageSize, glossaryAdminTexts as texts } from '../../../shared/domain/glossary-texts';
import { adminPageTexts } from '../../../shared/domain/page-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { SearchInput } from '../../components/ui/search-input';
import { filterGlossary, sortGlossary } from './filter-glossary';
import { useGlossary } from './glossary-queries';
import { GlossaryTable } from './glossary-table';
import { TermDialog } from './term-dialog';

// The entry stays while the dialog closes, so its title does not flip to "Create" during the exit.
interface TDialogState {
  open: boolean;
  entry: TGlossaryEntry | null;
}

/** /admin/glossary (admin-area.md section 2), with a search box and client-side pages for the few hundred terms. */
export function GlossaryAdminScreen() {
  const list = useGlossary();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<TDialogState>({ open: false, entry: null });
  const sorted = useMemo(() => (list.data ? sortGlossary(list.data) : undefined), [list.data]);
  const matches = useMemo(() => (sorted ? filterGlossary(sorted, search) : undefined), [sorted, search]);
  const totalPages = Math.max(1, Math.ceil((matches?.length ?? 0) / glossaryAdminPageSize));
  const currentPage = Math.min(page, totalPages);
  const shown = matches?.slice((currentPage - 1) * glossaryAdminPageSize, currentPage * glossaryAdminPageSize);

  return (
    <>
      <PageHeader heading={adminPageTexts.glossary.heading}>
        <Button onClick={() => setDialog({ open: true, entry: null })}>
          <Plus aria-hidden />
          {texts.newTerm}
        </Button>
      </PageHeader>
      <div className="grid gap-4">
        {list.isError ? (
          <Alert>{glossaryMessages.loadFailed}</Alert>
        ) : list.data?.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
            {texts.empty}
          </p>
        ) : (
          <>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <SearchInput
                label={texts.searchLabel}
                placeholder={texts.search}
                value={search}
                onChange={(value) => {
                  setSearch(value);
                  setPage(1);
                }}
                className="sm:w-80"
              />
              {matches && sorted ? (
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {texts.count(matches.length, sorted.length)}
                </p>
              ) : null}
            </div>
            {matches?.length === 0 ? (
              <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
                {texts.noMatches}
              </p>
            ) : (
              <GlossaryTable entries={shown} onEdit={(entry) => setDialog({ open: true, entry })} />
            )}
            {totalPages > 1 ? <Pagination page={currentPage} totalPages={totalPages} onPageChange={setPage} /> : null}
          </>
        )}
      </div>
      <TermDialog
        open={dialog.open}
        entry={dialog.entry}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
