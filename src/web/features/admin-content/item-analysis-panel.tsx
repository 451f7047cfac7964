import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId, useState } from 'react';
import type { TItemStats } from '../../../shared/contract/content-admin';
import { type TItemAnalysisSort, contentDashboardTexts as texts } from '../../../shared/domain/content-admin';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { type TItemFilters, useItemAnalysis } from './content-queries';
import { formatCorrelation, formatShare } from './format-stats';
import { ItemFlags } from './item-flags';
import { OptionPicks } from './item-stats-summary';
import { ScrollRegion } from './scroll-region';

const cell = 'px-3 py-2 text-left align-top';
const sortable: { key: TItemAnalysisSort; label: string }[] = [
  { key: 'responses', label: texts.itemColumns.responses },
  { key: 'pValue', label: texts.itemColumns.pValue },
  { key: 'discrimination', label: texts.itemColumns.discrimination },
  { key: 'flags', label: texts.itemColumns.flags },
];

/** The item analysis: filter by topic or flags, sort by any figure; the server pages. */
export function ItemAnalysisPanel({ topics }: { topics: { id: string; name: string }[] }) {
  const [filters, setFilters] = useState<TItemFilters>({
    page: 1,
    topic: '',
    sortBy: 'flags',
    sortDirection: 'desc',
    flaggedOnly: false,
  });
  const items = useItemAnalysis(filters);
  const topicId = useId();
  const flaggedId = useId();
  const change = (patch: Partial<TItemFilters>) => setFilters((current) => ({ ...current, page: 1, ...patch }));
  const sortOn = (key: TItemAnalysisSort) =>
    change({
      sortBy: key,
      sortDirection: filters.sortBy === key && filters.sortDirection === 'desc' ? 'asc' : 'desc',
    });

  return (
    <section aria-labelledby="items-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="items-heading" className="text-xl font-semibold">
          {texts.itemsHeading}
        </h2>
        <p className="max-w-3xl text-sm text-muted-foreground">{texts.itemsIntro}</p>
        {items.data ? <p className="text-sm">{texts.answersAnalysed(items.data.answersAnalysed)}</p> : null}
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid min-w-0 gap-1 sm:w-72">
          <Label htmlFor={topicId}>{texts.topicFilter}</Label>
          <NativeSelect
            id={topicId}
            value={filters.topic}
            options={[{ value: '', label: texts.allTopics }, ...topics.map((t) => ({ value: t.id, label: t.name }))]}
            onValueChange={(topic) => change({ topic })}
          />
        </div>
        <div className="flex items-center gap-2 pb-2">
          <Checkbox
            id={flaggedId}
            checked={filters.flaggedOnly}
            onCheckedChange={(checked) => change({ flaggedOnly: checked === true })}
          />
          <Label htmlFor={flaggedId}>{texts.flaggedOnly}</Label>
        </div>
      </div>
      {items.isError ? <p className="text-destructive">{items.error.message}</p> : null}
      <ScrollRegion label={texts.itemsTable}>
        <table className="w-full min-w-[48rem] text-sm">
          <thead className="border-b border-border bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" className={cn(cell, 'font-medium')}>
                {texts.itemColumns.question}
              </th>
              {sortable.map(({ key, label }) => (
                <SortHeader key={key} label={label} sortKey={key} filters={filters} onSort={sortOn} />
              ))}
            </tr>
          </thead>
          <tbody aria-busy={!items.data}>
            {items.data ? (
              items.data.items.map((item) => <ItemRow key={item.questionId} item={item} />)
            ) : (
              <tr>
                <td colSpan={5} className={cell}>
                  <Skeleton className="h-24 w-full" />
                </td>
              </tr>
            )}
            {items.data?.items.length === 0 ? (
              <tr>
                <td colSpan={5} className={cn(cell, 'text-muted-foreground')}>
                  {texts.itemsEmpty}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </ScrollRegion>
      {items.data && items.data.pagination.totalPages > 1 ? (
        <Pagination
          page={filters.page}
          totalPages={items.data.pagination.totalPages}
          onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        />
      ) : null}
    </section>
  );
}

function SortHeader(props: {
  label: string;
  sortKey: TItemAnalysisSort;
  filters: TItemFilters;
  onSort: (key: TItemAnalysisSort) => void;
}) {
  const { label, sortKey, filters, onSort } = props;
  const active = filters.sortBy === sortKey;
  const Icon = filters.sortDirection === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      className={cn(cell, 'font-medium')}
      aria-sort={active ? (filters.sortDirection === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded-sm hover:text-foreground"
        onClick={() => onSort(sortKey)}
        aria-label={texts.sortBy(label)}
      >
        {label}
        {active ? <Icon className="size-3.5" aria-hidden /> : null}
      </button>
    </th>
  );
}

function ItemRow({ item }: { item: TItemStats }) {
  return (
    <tr className="border-b border-border last:border-0" data-testid={`item-${item.questionId}`}>
      <td className={cn(cell, 'max-w-md')}>
        <p className="break-words">{item.question}</p>
        <p className="text-xs text-muted-foreground">
          {item.questionId} · {item.type.replace('_', ' ')}
          {item.openReports ? ` · ${texts.openReports(item.openReports)}` : ''}
        </p>
        {item.options.length && item.responses ? (
          <details className="mt-1">
            <summary className="cursor-pointer text-xs font-medium text-primary">{texts.optionPicks}</summary>
            <div className="pt-2">
              <OptionPicks stats={item} />
            </div>
          </details>
        ) : null}
      </td>
      <td className={cell}>{item.responses}</td>
      <td className={cell}>{formatShare(item.pValue)}</td>
      <td className={cell}>{formatCorrelation(item.discrimination)}</td>
      <td className={cell}>
        <ItemFlags flags={item.flags} />
      </td>
    </tr>
  );
}
