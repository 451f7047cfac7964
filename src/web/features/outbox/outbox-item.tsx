import { ChevronRight } from 'lucide-react';
import type { TOutboxMail } from '../../../shared/contract/outbox';
import { outboxTexts as texts } from '../../../shared/domain/admin-texts';
import { Badge, type TBadgeVariant } from '../../components/ui/badge';
import { formatDateTime } from '../../lib/format-date';
import { MailBody } from './mail-body';

const statusTones: Record<TOutboxMail['status'], TBadgeVariant> = {
  pending: 'warning',
  sent: 'success',
  failed: 'destructive',
};

/** One mail as a native disclosure: keyboard-operable and announced as expandable without extra ARIA. */
export function OutboxItem({ mail }: { mail: TOutboxMail }) {
  return (
    <details className="group rounded-xl border border-border bg-card">
      <summary className="flex cursor-pointer list-none items-start gap-3 p-4 [&::-webkit-details-marker]:hidden">
        <ChevronRight className="mt-1 size-4 shrink-0 transition-transform group-open:rotate-90" aria-hidden />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words">{mail.subject}</span>
            <Badge variant={statusTones[mail.status]}>{mail.status}</Badge>
            <Badge variant="outline">{mail.kind}</Badge>
          </div>
          <span className="text-sm break-all text-muted-foreground">
            {texts.to}: {mail.to}
          </span>
          <span className="text-xs text-muted-foreground">
            {texts.created}: {formatDateTime(mail.createdAt)} · {texts.sent}:{' '}
            {mail.sentAt ? formatDateTime(mail.sentAt) : texts.notSent} · {texts.attempts}: {mail.attempts}
          </span>
          {mail.lastError ? (
            <span className="text-xs break-words text-destructive">
              {texts.lastError}: {mail.lastError}
            </span>
          ) : null}
        </div>
      </summary>
      <div className="border-t border-border p-4">
        <MailBody text={mail.text} />
      </div>
    </details>
  );
}
