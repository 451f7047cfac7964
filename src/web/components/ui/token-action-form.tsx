import { Link } from 'react-router';
import { Alert, SuccessNotice } from './alert';
import { Button } from './button';

interface TokenActionFormProps {
  /** The server's answer once the action is done; the form gives way to it. */
  doneMessage: string | undefined;
  error: string | null;
  pending: boolean;
  onSubmit: () => void;
  texts: { submit: string; submitting: string; toSettings: string };
  /** How prominent the way back to Settings is once done. */
  backVariant?: 'primary' | 'outline';
}

/**
 * The page a mailed link opens (confirm an e-mail address, unsubscribe from reminders). It waits for a press rather
 * than acting on load: opening a link (a mail scanner, a browser prefetch) must change nothing.
 */
export function TokenActionForm({
  doneMessage,
  error,
  pending,
  onSubmit,
  texts,
  backVariant = 'primary',
}: TokenActionFormProps) {
  if (doneMessage !== undefined) {
    return (
      <div className="grid gap-4">
        <SuccessNotice>{doneMessage}</SuccessNotice>
        <Button asChild size="lg" variant={backVariant}>
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
        onSubmit();
      }}
    >
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? texts.submitting : texts.submit}
      </Button>
    </form>
  );
}
