import { Plus, TicketPercent } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TDiscountCode } from '../../../shared/contract/discount-codes';
import { discountSearchDebounceMs, discountAdminTexts as texts } from '../../../shared/domain/discount-admin-texts';
import { discountPageSize } from '../../../shared/domain/discounts';
import { adminPageTexts } from '../../../shared/domain/page-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { SearchInput } from '../../components/ui/search-input';
import { Select } from '../../components/ui/select';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { CreateDiscountDialog } from './create-discount-dialog';
import { DeleteDiscountDialog } from './delete-discount-dialog';
import { useDiscountCodes } from './discount-queries';
import { DiscountStats } from './discount-stats';
import { DiscountTable } from './discount-table';
import { EditDiscountDialog } from './edit-discount-dialog';
import { useDiscountFilters } from './use-discount-filters';

const allStatuses = 'all';
const statusOptions = [
  { value: allStatuses, label: texts.allStatuses },
  { value: 'true', label: texts.active },
  { value: 'false', label: texts.inactive },
];

/** /admin/discount-codes (admin-area.md section 2). */
export function DiscountCodesScreen() {
  const { filters, update } = useDiscountFilters();
  const [search, setSearch] = useState(filters.search);
  const debouncedSearch = useDebouncedValue(search.trim(), discountSearchDebounceMs);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TDiscountCode | null>(null);
  const [deleting, setDeleting] = useState<TDiscountCode | null>(null);
  const list = useDiscountCodes(filters);
  const totalPages = Math.ceil((list.data?.total ?? 0) / discountPageSize);

  // The typed search reaches the URL (and so the query) 500 ms after the last keystroke.
  useEffect(() => {
    if (debouncedSearch !== filters.search) update({ search: debouncedSearch });
  }, [debouncedSearch, filters.search, update]);

  return (
    <div className="grid gap-6">
      <PageHeader heading={adminPageTexts.discountCodes.heading} description={adminPageTexts.discountCodes.description}>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden />
          {texts.createCode}
        </Button>
      </PageHeader>
      <DiscountStats stats={list.data?.stats} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          label={texts.searchLabel}
          placeholder={texts.search}
          value={search}
          onChange={(value) => setSearch(value)}
          className="flex-1"
        />
        <Select
          aria-label={texts.statusLabel}
          className="sm:w-48"
          options={statusOptions}
          value={filters.isActive ?? allStatuses}
          onValueChange={(value) => update({ isActive: value === allStatuses ? undefined : (value as 'true') })}
        />
      </div>
      {list.isError ? (
        <Alert>{texts.loadError}</Alert>
      ) : list.data && list.data.discountCodes.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center">
          <TicketPercent className="size-10 text-muted-foreground" aria-hidden />
          <h2 className="text-lg font-semibold">{texts.emptyHeading}</h2>
          <p className="text-muted-foreground">{texts.emptyHint}</p>
        </div>
      ) : (
        <DiscountTable codes={list.data?.discountCodes} onEdit={setEditing} onDelete={setDeleting} />
      )}
      {totalPages > 1 ? (
        <Pagination page={filters.page} totalPages={totalPages} onPageChange={(page) => update({ page })} />
      ) : null}
      <CreateDiscountDialog open={creating} onOpenChange={setCreating} />
      <EditDiscountDialog code={editing} onClose={() => setEditing(null)} />
      <DeleteDiscountDialog code={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
