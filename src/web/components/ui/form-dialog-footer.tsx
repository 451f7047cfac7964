import { Button } from './button';
import { DialogClose, DialogFooter } from './dialog';

interface FormDialogFooterProps {
  cancelLabel: string;
  submitLabel: string;
  /** Shown on the submit button while the request is pending (for example "Saving..."). */
  pendingLabel: string;
  pending: boolean;
}

/** Cancel and submit, as every form dialog ends; submit is disabled while the request is pending. */
export function FormDialogFooter({ cancelLabel, submitLabel, pendingLabel, pending }: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">{cancelLabel}</Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
