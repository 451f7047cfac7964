import { ConfirmSubmitDialog } from '../../components/ui/confirm-submit-dialog';
import { examTexts as texts } from './exam-texts';

interface SubmitExamDialogProps {
  unanswered: number;
  flagged: number;
  submitting: boolean;
  disabled: boolean;
  onSubmit: () => void;
}

/** Submitting is final, so it is always confirmed with the count of what is still open. */
export function SubmitExamDialog({ unanswered, flagged, submitting, disabled, onSubmit }: SubmitExamDialogProps) {
  return (
    <ConfirmSubmitDialog
      texts={texts}
      description={texts.confirmBody(unanswered, flagged)}
      confirm
      submitting={submitting}
      disabled={disabled}
      onSubmit={onSubmit}
    />
  );
}
