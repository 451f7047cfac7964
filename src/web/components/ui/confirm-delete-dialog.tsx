import type { ReactNode } from 'react';
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from './alert-dialog';
import { Button } from './button';

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  texts: { cancel: string; delete: string; deleting: string };
  /** While the delete is on its way the dialog stays open and shows "Deleting...". */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Confirm before deleting; the dialog stays open (showing the pending label) until the server answers. */
export function ConfirmDeleteDialog({
  open,
  title,
  description,
  texts,
  pending,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next || pending ? undefined : onClose())}>
      {open ? (
        <AlertDialogContent title={title} description={description}>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel asChild>
              <Button variant="outline" disabled={pending}>
                {texts.cancel}
              </Button>
            </AlertDialogCancel>
            <Button variant="destructive" disabled={pending} onClick={onConfirm}>
              {pending ? texts.deleting : texts.delete}
            </Button>
          </div>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
