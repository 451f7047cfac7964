import { Pencil } from 'lucide-react';
import type { TContactMessage } from '../../../shared/contract/contact';
import { adminContactTexts as texts } from '../../../shared/domain/admin-texts';
import { Button } from '../../components/ui/button';
import { DataTableHead } from '../../components/ui/data-table-head';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDate } from '../../lib/format-date';
import { ContactStatusBadge } from './contact-status-badge';

const columns = Object.values(texts.columns);
const cell = 'px-3 py-3 text-left align-middle';

interface ContactTableProps {
  messages: TContactMessage[] | undefined;
  onEdit: (message: TContactMessage) => void;
}

/** The inbox table; it scrolls sideways on narrow screens and can be scrolled by keyboard (tabIndex). */
export function ContactTable({ messages, onEdit }: ContactTableProps) {
  return (
    <section
      className="overflow-x-auto rounded-xl border border-border bg-card"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard.
      tabIndex={0}
      aria-label="Contact messages"
    >
      <table className="w-full min-w-[44rem] text-sm">
        <DataTableHead columns={columns} cellClassName={cell} />
        <tbody aria-busy={!messages}>
          {messages
            ? messages.map((message) => (
                <tr key={message.id} className="border-b border-border last:border-0">
                  <td className={`${cell} font-medium`}>{message.name}</td>
                  <td className={`${cell} break-all`}>{message.email}</td>
                  <td className={`${cell} max-w-60 truncate`}>{message.subject}</td>
                  <td className={cell}>
                    <ContactStatusBadge status={message.status} />
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>{formatDate(message.createdAt)}</td>
                  <td className={cell}>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={texts.edit(message.name)}
                      onClick={() => onEdit(message)}
                    >
                      <Pencil aria-hidden />
                    </Button>
                  </td>
                </tr>
              ))
            : Array.from({ length: 5 }, (_, row) => (
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
