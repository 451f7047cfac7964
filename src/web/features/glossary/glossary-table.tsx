import { Pencil } from 'lucide-react';
import type { TGlossaryEntry } from '../../../shared/contract/glossary';
import { glossaryAdminTexts as texts } from '../../../shared/domain/glossary-texts';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';

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
    <DataTable
      label={texts.tableLabel}
      columns={columns}
      cellClassName={cell}
      tableClassName="min-w-[36rem]"
      items={entries}
      skeletonRows={skeletonRows}
      renderRow={(entry) => (
        <tr key={entry.id} className="border-b border-border last:border-0">
          <td className={`${cell} w-48 font-medium break-words`}>{entry.term}</td>
          <td className={`${cell} text-muted-foreground`}>
            <p className="line-clamp-3">{entry.definition}</p>
          </td>
          <td className={`${cell} w-24`}>
            <Button variant="ghost" size="sm" aria-label={texts.editLabel(entry.term)} onClick={() => onEdit(entry)}>
              <Pencil aria-hidden />
              {texts.edit}
            </Button>
          </td>
        </tr>
      )}
    />
  );
}
