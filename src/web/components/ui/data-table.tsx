import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { DataTableHead } from './data-table-head';
import { Skeleton } from './skeleton';

interface DataTableProps<T> {
  /** The accessible name of the scrollable region. */
  label: string;
  columns: string[];
  cellClassName: string;
  /** A min-width class: below it the table scrolls sideways instead of squeezing its columns. */
  tableClassName: string;
  /** Undefined while loading: placeholder rows are shown instead. */
  items: T[] | undefined;
  /** Admin-area.md section 9: 5 skeleton rows for the admin tables unless a screen says otherwise. */
  skeletonRows?: number;
  renderRow: (item: T) => ReactNode;
}

/** An admin list table; it scrolls sideways on narrow screens and can be scrolled by keyboard (tabIndex). */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, cellClassName, tableClassName, items, skeletonRows = 5, renderRow } = props;
  return (
    <section
      className="overflow-x-auto rounded-xl border border-border bg-card"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard.
      tabIndex={0}
      aria-label={label}
    >
      <table className={cn('w-full text-sm', tableClassName)}>
        <DataTableHead columns={columns} cellClassName={cellClassName} />
        <tbody aria-busy={!items}>
          {items
            ? items.map((item) => renderRow(item))
            : Array.from({ length: skeletonRows }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows with no identity.
                <tr key={row} className="border-b border-border last:border-0">
                  {columns.map((column) => (
                    <td key={column} className={cellClassName}>
                      <Skeleton className="h-4 w-full" />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </section>
  );
}
