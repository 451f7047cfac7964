import type { ReactNode } from 'react';
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from './alert-dialog';
import { Button } from './button';

export interface TConfirmDeleteTexts {
  title: string;
  cancel: string;
  delete: string;
  deleting: string;
}

interface ConfirmDeleteDialogProps {
  open: boolean;
  texts: TConfirmDeleteTexts;
  description: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Confirm before deleting; the dialog stays open (showing the pending label) until the server answers. */
export function ConfirmDeleteDialog({
  open,
  texts,
  description,
  pending,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next || pending ? undefined : onClose())}>
      {open ? (
        <AlertDialogContent title={texts.title} description={description}>
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
