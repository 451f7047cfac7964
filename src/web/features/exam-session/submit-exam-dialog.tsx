import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { examTexts as texts } from './exam-texts';

interface SubmitExamDialogProps {
  unanswered: number;
  flagged: number;
  submitting: boolean;
  disabled: boolean;
  onSubmit: () => void;
}

/** Submitting is final, so it is confirmed with the count of what is still open. */
export function SubmitExamDialog({ unanswered, flagged, submitting, disabled, onSubmit }: SubmitExamDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => (submitting ? undefined : setOpen(next))}>
      <AlertDialogTrigger asChild>
        <Button disabled={disabled || submitting}>{submitting ? texts.submitting : texts.submit}</Button>
      </AlertDialogTrigger>
      <AlertDialogContent title={texts.confirmTitle} description={texts.confirmBody(unanswered, flagged)}>
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
