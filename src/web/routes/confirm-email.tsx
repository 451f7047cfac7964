import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { confirmEmailTexts as text } from '../../shared/domain/settings-texts';
import { AuthCard } from '../features/auth/auth-card';
import { sessionQueryKey, userScopedQueryKey } from '../features/auth/session-query';
import { ConfirmEmailForm } from '../features/settings/confirm-email-form';
import { usePageTitle } from '../features/site/use-page-title';

export default function ConfirmEmailPage() {
  usePageTitle(text.title);
  const token = useSearchParams()[0].get('token') ?? '';
  const queryClient = useQueryClient();
  // The address changed: a signed-in header and the Settings form must show the new one.
  const onConfirmed = () => {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    void queryClient.invalidateQueries({ queryKey: [userScopedQueryKey] });
  };
  return (
    <AuthCard heading={text.heading} description={text.description}>
      <ConfirmEmailForm token={token} onConfirmed={onConfirmed} />
    </AuthCard>
  );
}
