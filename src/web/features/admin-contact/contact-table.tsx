import { Pencil } from 'lucide-react';
import type { TContactMessage } from '../../../shared/contract/contact';
import { adminContactTexts as texts } from '../../../shared/domain/admin-texts';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
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
    <DataTable
      label="Contact messages"
      columns={columns}
      cellClassName={cell}
      tableClassName="min-w-[44rem]"
      items={messages}
      renderRow={(message) => (
        <tr key={message.id} className="border-b border-border last:border-0">
          <td className={`${cell} font-medium`}>{message.name}</td>
          <td className={`${cell} break-all`}>{message.email}</td>
          <td className={`${cell} max-w-60 truncate`}>{message.subject}</td>
          <td className={cell}>
            <ContactStatusBadge status={message.status} />
          </td>
          <td className={`${cell} whitespace-nowrap`}>{formatDate(message.createdAt)}</td>
          <td className={cell}>
            <Button variant="ghost" size="icon" aria-label={texts.edit(message.name)} onClick={() => onEdit(message)}>
              <Pencil aria-hidden />
            </Button>
          </td>
        </tr>
      )}
    />
  );
}
