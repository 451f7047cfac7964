import type { ReactNode } from 'react';
import { usageAnalyticsTexts } from '../../../shared/domain/usage-analytics';
import { Card } from '../../components/ui/card';

interface ChartFigureProps {
  title: string;
  description?: string;
  /** The drawing; hidden from assistive technology, which reads the table instead. */
  chart: ReactNode;
  columns: string[];
  rows: (string | number)[][];
}

/**
 * A chart with the figures behind it: the same numbers as a real table (caption, column headers, row headers), so
 * a screen reader or a keyboard user gets everything the drawing shows.
 */
export function ChartFigure({ title, description, chart, columns, rows }: ChartFigureProps) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <figure className="m-0">
        <figcaption>
          <h3 className="text-base font-semibold">{title}</h3>
          {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
        </figcaption>
        <div aria-hidden className="mt-4 h-64 w-full min-w-0">
          {chart}
        </div>
        <details className="mt-3">
          <summary className="cursor-pointer rounded-sm text-sm font-medium text-primary">
            {usageAnalyticsTexts.showTable}
          </summary>
          <section
            className="mt-2 max-h-80 overflow-auto rounded-md border border-border"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard.
            tabIndex={0}
            aria-label={title}
          >
            <table className="w-full text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="sticky top-0 bg-muted">
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(([head, ...cells]) => (
                  <tr key={String(head)} className="border-t border-border">
                    <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                      {head}
                    </th>
                    {cells.map((cell, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the fixed column order.
                      <td key={index} className="px-3 py-1.5 text-right tabular-nums">
                        {typeof cell === 'number' ? cell.toLocaleString('en-US') : cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </details>
      </figure>
    </Card>
  );
}
