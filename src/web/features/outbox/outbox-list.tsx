import { useState } from 'react';
import { adminSearchDebounceMs, outboxPageSize, outboxTexts as texts } from '../../../shared/domain/admin-texts';
import { Alert } from '../../components/ui/alert';
import { Pagination } from '../../components/ui/pagination';
import { SearchInput } from '../../components/ui/search-input';
import { Skeleton } from '../../components/ui/skeleton';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { OutboxItem } from './outbox-item';
import { useOutbox } from './outbox-queries';

export function OutboxList() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), adminSearchDebounceMs);
  const outbox = useOutbox(page, debouncedSearch);
  const totalPages = Math.ceil((outbox.data?.total ?? 0) / outboxPageSize);

  return (
    <div className="grid gap-4">
      <SearchInput
        label={texts.searchLabel}
        placeholder={texts.search}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {outbox.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders with no identity.
            <Skeleton key={index} className="h-20 w-full rounded-xl" />
          ))}
        </div>
      ) : outbox.isError ? (
        <Alert>{texts.loadError(outbox.error.message)}</Alert>
      ) : outbox.data.mails.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
          {texts.empty}
        </p>
      ) : (
        <ul className="grid gap-3">
          {outbox.data.mails.map((mail) => (
            <li key={mail.id}>
              <OutboxItem mail={mail} />
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 ? <Pagination page={page} totalPages={totalPages} onPageChange={setPage} /> : null}
    </div>
  );
}
