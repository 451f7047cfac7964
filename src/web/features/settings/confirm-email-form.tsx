import { Link } from 'react-router';
import { confirmEmailTexts as texts } from '../../../shared/domain/settings-texts';
import { Alert, SuccessNotice } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useConfirmEmailChange } from './settings-queries';

/**
 * Confirms a new e-mail address with the token from the mailed link. It waits for a press rather than confirming on
 * load, so a mail scanner that follows links changes nothing.
 */
export function ConfirmEmailForm({ token, onConfirmed }: { token: string; onConfirmed: () => void }) {
  const confirm = useConfirmEmailChange();

  if (confirm.isSuccess) {
    return (
      <div className="grid gap-4">
        <SuccessNotice>{confirm.data.message}</SuccessNotice>
        <Button asChild size="lg">
          <Link to="/settings">{texts.toSettings}</Link>
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate(token, { onSuccess: onConfirmed });
      }}
    >
      {confirm.isError ? <Alert>{confirm.error.message}</Alert> : null}
      <Button type="submit" size="lg" disabled={confirm.isPending}>
        {confirm.isPending ? texts.submitting : texts.submit}
      </Button>
    </form>
  );
}
