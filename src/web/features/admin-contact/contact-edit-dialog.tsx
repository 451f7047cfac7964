import { useEffect, useId, useState } from 'react';
import type { TContactMessage } from '../../../shared/contract/contact';
import { formatContactStatus, adminContactTexts as texts } from '../../../shared/domain/admin-texts';
import { contactStatuses, type TContactStatus } from '../../../shared/domain/contact';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { FormDialogFooter } from '../../components/ui/form-dialog-footer';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { formatDateTime } from '../../lib/format-date';
import { useUpdateContactMessage } from './contact-queries';

const statusOptions = contactStatuses.map((status) => ({
  value: status,
  label: formatContactStatus(status).replace(/^\w/, (c) => c.toUpperCase()),
}));

interface ContactEditDialogProps {
  message: TContactMessage | null;
  onClose: () => void;
}

/** Shows the whole message and lets the admin set its status and internal notes. */
export function ContactEditDialog({ message, onClose }: ContactEditDialogProps) {
  const [status, setStatus] = useState<TContactStatus>('new');
  const [notes, setNotes] = useState('');
  const statusId = useId();
  const notesId = useId();
  const update = useUpdateContactMessage(onClose);

  // A different message opened: start from its saved values.
  useEffect(() => {
    if (!message) return;
    setStatus(message.status);
    setNotes(message.adminNotes ?? '');
  }, [message]);

  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {message ? (
        <DialogContent title={texts.dialogTitle(message.name)} className="max-w-2xl">
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[7rem_1fr]">
            <dt className="text-muted-foreground">{texts.columns.email}</dt>
            <dd className="break-all">{message.email}</dd>
            <dt className="text-muted-foreground">{texts.columns.subject}</dt>
            <dd className="break-words">{message.subject}</dd>
            <dt className="text-muted-foreground">{texts.columns.received}</dt>
            <dd>{formatDateTime(message.createdAt)}</dd>
          </dl>
          <p className="max-h-60 overflow-y-auto rounded-md bg-muted p-3 text-sm whitespace-pre-wrap break-words">
            {message.message}
          </p>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              update.mutate({ id: message.id, status, adminNotes: notes.trim() ? notes : null });
            }}
          >
            <div className="grid gap-2">
              <Label htmlFor={statusId}>{texts.status}</Label>
              <Select
                id={statusId}
                options={statusOptions}
                value={status}
                onValueChange={(value) => setStatus(value as TContactStatus)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={notesId}>{texts.adminNotes}</Label>
              <Textarea
                id={notesId}
                rows={4}
                placeholder={texts.notesPlaceholder}
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
              />
            </div>
            <FormDialogFooter
              cancelLabel={texts.cancel}
              submitLabel={texts.save}
              pendingLabel={texts.saving}
              pending={update.isPending}
            />
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
