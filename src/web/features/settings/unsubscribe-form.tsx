import { unsubscribeTexts as texts } from '../../../shared/domain/reminder-texts';
import { Alert } from '../../components/ui/alert';
import { TokenActionForm } from '../../components/ui/token-action-form';
import { useUnsubscribeFromReminders } from './reminder-queries';

/** The page the reminder's unsubscribe link opens; mail clients use the one-click POST instead (RFC 8058). */
export function UnsubscribeForm({ token }: { token: string }) {
  const unsubscribe = useUnsubscribeFromReminders();
  if (!token) return <Alert>{texts.missingToken}</Alert>;
  return (
    <TokenActionForm
      doneMessage={unsubscribe.data?.message}
      error={unsubscribe.isError ? unsubscribe.error.message : null}
      pending={unsubscribe.isPending}
      onSubmit={() => unsubscribe.mutate(token)}
      texts={texts}
      backVariant="outline"
    />
  );
}
