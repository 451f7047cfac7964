import { useState } from 'react';
import type { TContactMessage } from '../../../shared/contract/contact';
import {
  adminSearchDebounceMs,
  formatContactStatus,
  adminContactTexts as texts,
} from '../../../shared/domain/admin-texts';
import { contactPageSize, contactStatuses, type TContactStatus } from '../../../shared/domain/contact';
import { Alert } from '../../components/ui/alert';
import { Pagination } from '../../components/ui/pagination';
import { SearchInput } from '../../components/ui/search-input';
import { Select } from '../../components/ui/select';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ContactEditDialog } from './contact-edit-dialog';
import { useContactMessages } from './contact-queries';
import { ContactTable } from './contact-table';

const allStatuses = 'all';
const statusFilterOptions = [
  { value: allStatuses, label: texts.allStatuses },
  ...contactStatuses.map((status) => ({
    value: status,
    label: formatContactStatus(status).replace(/^\w/, (c) => c.toUpperCase()),
  })),
];

export function ContactInbox() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TContactStatus | undefined>();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TContactMessage | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), adminSearchDebounceMs);
  const list = useContactMessages({ page, search: debouncedSearch, status });
  const totalPages = Math.ceil((list.data?.totalCount ?? 0) / contactPageSize);

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          label={texts.searchLabel}
          placeholder={texts.search}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className="flex-1"
        />
        <Select
          aria-label={texts.statusFilterLabel}
          className="sm:w-48"
          options={statusFilterOptions}
          value={status ?? allStatuses}
          onValueChange={(value) => {
            setStatus(value === allStatuses ? undefined : (value as TContactStatus));
            // admin-area.md section 4: a new status filter starts again at page 1.
            setPage(1);
          }}
        />
      </div>
      {list.isError ? (
        <Alert>{texts.loadError(list.error.message)}</Alert>
      ) : list.data && list.data.messages.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
          {texts.empty}
        </p>
      ) : (
        <ContactTable messages={list.data?.messages} onEdit={setEditing} />
      )}
      {totalPages > 1 ? <Pagination page={page} totalPages={totalPages} onPageChange={setPage} /> : null}
      <ContactEditDialog message={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
