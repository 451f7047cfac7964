import { useState } from 'react';
import type { TKnowledgeDocument } from '../../../shared/contract/knowledge-base';
import { jurisdictions, type TJurisdiction } from '../../../shared/domain/jurisdictions';
import { knowledgeBaseTypeFilters, type TKnowledgeBaseTypeFilter } from '../../../shared/domain/knowledge-base';
import {
  knowledgeBasePageSize,
  knowledgeBaseSearchDebounceMs,
  knowledgeBaseTexts as texts,
} from '../../../shared/domain/knowledge-base-admin-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Pagination } from '../../components/ui/pagination';
import { SearchInput } from '../../components/ui/search-input';
import { Select } from '../../components/ui/select';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { DeleteDocumentDialog, DocumentDetailsDialog } from './document-dialogs';
import { DocumentsTable } from './documents-table';
import { useDocumentList } from './knowledge-base-queries';

const all = 'all';
const typeOptions = [{ value: all, label: texts.allTypes }, ...knowledgeBaseTypeFilters];
const jurisdictionOptions = [{ value: all, label: texts.allJurisdictions }, ...jurisdictions];

/** "Uploaded Documents": the filter bar, the table with each document's state, details and delete. */
export function DocumentsPanel() {
  const [search, setSearch] = useState('');
  const [fileType, setFileType] = useState<TKnowledgeBaseTypeFilter | undefined>();
  const [jurisdiction, setJurisdiction] = useState<TJurisdiction | undefined>();
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TKnowledgeDocument | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), knowledgeBaseSearchDebounceMs);
  const list = useDocumentList({ page, search: debouncedSearch, fileType, jurisdiction });
  const totalPages = Math.ceil((list.data?.total ?? 0) / knowledgeBasePageSize);

  return (
    <section aria-labelledby="documents-heading" className="grid gap-4">
      <h2 id="documents-heading" className="text-lg font-semibold">
        {texts.documentsSection}
      </h2>
      <div className="flex flex-col gap-3 md:flex-row">
        <SearchInput
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className="flex-1"
        />
        <Select
          aria-label={texts.typeFilterLabel}
          className="md:w-44"
          options={typeOptions}
          value={fileType ?? all}
          onValueChange={(value) => {
            setFileType(value === all ? undefined : (value as TKnowledgeBaseTypeFilter));
            setPage(1);
          }}
        />
        <Select
          aria-label={texts.jurisdictionFilterLabel}
          className="md:w-52"
          options={jurisdictionOptions}
          value={jurisdiction ?? all}
          onValueChange={(value) => {
            setJurisdiction(value === all ? undefined : (value as TJurisdiction));
            setPage(1);
          }}
        />
      </div>
      {list.isError ? (
        <div className="grid justify-items-start gap-3">
          <Alert className="w-full">{texts.loadError(list.error.message)}</Alert>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {texts.retry}
          </Button>
        </div>
      ) : list.data && list.data.uploads.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
          {texts.empty}
        </p>
      ) : (
        <DocumentsTable
          documents={list.data?.uploads}
          onView={(document) => setViewing(document.id)}
          onDelete={setDeleting}
        />
      )}
      {totalPages > 1 ? <Pagination page={page} totalPages={totalPages} onPageChange={setPage} /> : null}
      <DocumentDetailsDialog documentId={viewing} onClose={() => setViewing(null)} />
      <DeleteDocumentDialog document={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
