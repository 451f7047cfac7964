import { useState } from 'react';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogTrigger } from './alert-dialog';
import { Button } from './button';

export interface TConfirmSubmitTexts {
  /** The button's label, and its label while the submission is on its way. */
  submit: string;
  submitting: string;
  confirmTitle: string;
  keepWorking: string;
  confirmSubmit: string;
}

interface ConfirmSubmitDialogProps {
  texts: TConfirmSubmitTexts;
  /** What the learner should know before sending (what is still unanswered). */
  description: string;
  /** False: nothing worth a second thought, the button submits at once. */
  confirm: boolean;
  submitting: boolean;
  disabled?: boolean;
  className?: string;
  onSubmit: () => void;
}

/** A submit button that first asks, when there is something to ask about (the timed exam, a half-answered quiz). */
export function ConfirmSubmitDialog(props: ConfirmSubmitDialogProps) {
  const { texts, description, confirm, submitting, disabled = false, className, onSubmit } = props;
  const [open, setOpen] = useState(false);
  const label = submitting ? texts.submitting : texts.submit;
  if (!confirm) {
    return (
      <Button type="button" className={className} disabled={disabled || submitting} onClick={onSubmit}>
        {label}
      </Button>
    );
  }
  return (
    <AlertDialog open={open} onOpenChange={(next) => (submitting ? undefined : setOpen(next))}>
      <AlertDialogTrigger asChild>
        <Button type="button" className={className} disabled={disabled || submitting}>
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent title={texts.confirmTitle} description={description}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={submitting}>
              {texts.keepWorking}
            </Button>
          </AlertDialogCancel>
          <Button disabled={submitting} onClick={onSubmit}>
            {submitting ? texts.submitting : texts.confirmSubmit}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
