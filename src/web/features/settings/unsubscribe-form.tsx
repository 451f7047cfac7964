import { Link } from 'react-router';
import { unsubscribeTexts as texts } from '../../../shared/domain/reminder-texts';
import { Alert, SuccessNotice } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useUnsubscribeFromReminders } from './reminder-queries';

/**
 * The page the reminder's unsubscribe link opens. It waits for a press rather than acting on load: opening a link
 * (a mail scanner, a browser prefetch) must not unsubscribe anyone (RFC 8058). Mail clients use the one-click POST.
 */
export function UnsubscribeForm({ token }: { token: string }) {
  const unsubscribe = useUnsubscribeFromReminders();

  if (!token) return <Alert>{texts.missingToken}</Alert>;
  if (unsubscribe.isSuccess) {
    return (
      <div className="grid gap-4">
        <SuccessNotice>{unsubscribe.data.message}</SuccessNotice>
        <Button asChild size="lg" variant="outline">
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
        unsubscribe.mutate(token);
      }}
    >
      {unsubscribe.isError ? <Alert>{unsubscribe.error.message}</Alert> : null}
      <Button type="submit" size="lg" disabled={unsubscribe.isPending}>
        {unsubscribe.isPending ? texts.submitting : texts.submit}
      </Button>
    </form>
  );
}
