import { Pencil } from 'lucide-react';
import type { TGlossaryEntry } from '../../../shared/contract/glossary';
import { glossaryAdminTexts as texts } from '../../../shared/domain/glossary-texts';
import { Button } from '../../components/ui/button';
import { DataTableHead } from '../../components/ui/data-table-head';
import { Skeleton } from '../../components/ui/skeleton';

const columns = Object.values(texts.columns);
const cell = 'px-3 py-3 text-left align-top';
/** Admin-area.md section 9: 5 skeleton rows for the glossary table. */
const skeletonRows = 5;

interface GlossaryTableProps {
  entries: TGlossaryEntry[] | undefined;
  onEdit: (entry: TGlossaryEntry) => void;
}

/** Term / Definition / Actions; it scrolls sideways on narrow screens and can be scrolled by keyboard. */
export function GlossaryTable({ entries, onEdit }: GlossaryTableProps) {
  return (
    <section
      className="overflow-x-auto rounded-xl border border-border bg-card"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard.
      tabIndex={0}
      aria-label={texts.tableLabel}
    >
      <table className="w-full min-w-[36rem] text-sm">
        <DataTableHead columns={columns} cellClassName={cell} />
        <tbody aria-busy={!entries}>
          {entries
            ? entries.map((entry) => (
                <tr key={entry.id} className="border-b border-border last:border-0">
                  <td className={`${cell} w-48 font-medium break-words`}>{entry.term}</td>
                  <td className={`${cell} text-muted-foreground`}>
                    <p className="line-clamp-3">{entry.definition}</p>
                  </td>
                  <td className={`${cell} w-24`}>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={texts.editLabel(entry.term)}
                      onClick={() => onEdit(entry)}
                    >
                      <Pencil aria-hidden />
                      {texts.edit}
                    </Button>
                  </td>
                </tr>
              ))
            : Array.from({ length: skeletonRows }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows with no identity.
                <tr key={row} className="border-b border-border last:border-0">
                  {columns.map((column) => (
                    <td key={column} className={cell}>
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
