import { useMutation } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { reportProblem, type TReportProblemInput, ZReportProblemInput } from '../../../shared/contract/content-admin';
import {
  problemReasons,
  reportCommentMaxLength,
  reportMessages,
  type TProblemReason,
  reportDialogTexts as texts,
} from '../../../shared/domain/content-admin';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { FormDialogFooter } from '../../components/ui/form-dialog-footer';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { api } from '../../lib/api';

/** Which item: a question of a closed attempt, or a card of the learner's own collection. */
export type TReportTarget =
  | { kind: 'question'; attemptId: string; position: number }
  | { kind: 'flashcard'; cardId: string };

/**
 * "Report a problem" on review screens (issue 16): a reason from the fixed list and a comment, checked with the
 * contract's own schema before it is sent, so the learner sees the same messages the server would give.
 */
export function ReportProblemButton({ target, className }: { target: TReportTarget; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" className={className}>
          <Flag aria-hidden />
          {texts.button}
        </Button>
      </DialogTrigger>
      {open ? (
        <DialogContent title={texts.title} description={texts.description}>
          <ReportForm target={target} onSent={() => setOpen(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ReportForm({ target, onSent }: { target: TReportTarget; onSent: () => void }) {
  const [reason, setReason] = useState<TProblemReason | ''>('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; comment?: string }>({});
  const id = useId();
  const send = useMutation({
    mutationFn: (body: TReportProblemInput) => api(reportProblem, body),
    onSuccess: ({ message }) => {
      toast.success(message);
      onSent();
    },
    onError: (error) => toast.error(error.message || reportMessages.sendFailed),
  });

  const submit = () => {
    const body = { ...target, reason, comment } as TReportProblemInput;
    const parsed = ZReportProblemInput.safeParse(body);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'comment' ? 'comment' : 'reason';
        found[field] ??= field === 'reason' ? reportMessages.reasonRequired : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate(body);
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="grid gap-2" aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">{texts.reasonLegend}</legend>
        {problemReasons.map((option) => (
          <label key={option.id} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-reason`}
              value={option.id}
              checked={reason === option.id}
              onChange={() => setReason(option.id)}
              className="size-4 accent-primary"
            />
            {option.label}
          </label>
        ))}
        {errors.reason ? (
          <p id={`${id}-reason-error`} className="text-sm font-medium text-destructive">
            {errors.reason}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-comment`}>{texts.comment}</Label>
        <Textarea
          id={`${id}-comment`}
          rows={4}
          value={comment}
          placeholder={texts.commentPlaceholder}
          aria-invalid={Boolean(errors.comment)}
          aria-describedby={`${id}-comment-hint${errors.comment ? ` ${id}-comment-error` : ''}`}
          onChange={(event) => setComment(event.target.value)}
        />
        <p id={`${id}-comment-hint`} className="text-xs text-muted-foreground">
          {texts.commentOptional} {texts.charactersLeft(reportCommentMaxLength - comment.trim().length)}
        </p>
        {errors.comment ? (
          <p id={`${id}-comment-error`} className="text-sm font-medium text-destructive">
            {errors.comment}
          </p>
        ) : null}
      </div>
      <FormDialogFooter
        cancelLabel={texts.cancel}
        submitLabel={texts.send}
        pendingLabel={texts.sending}
        pending={send.isPending}
      />
    </form>
  );
}
