import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmRegistration } from '../../shared/contract/auth';
import { registrationTexts as text } from '../../shared/domain/registration-texts';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { AuthCard } from '../features/auth/auth-card';
import { useAuth } from '../features/auth/auth-context';
import { registrationErrorMessage } from '../features/auth/registration-error';
import { usePageTitle } from '../features/site/use-page-title';
import { api } from '../lib/api';

/**
 * The page a sign-up link opens. It waits for a press rather than acting on load: a mail scanner or a browser
 * prefetch opening the link must not use it up. Once confirmed the learner is signed in and goes home, as the
 * spec's sign-up did.
 */
export default function ConfirmRegistrationPage() {
  usePageTitle(text.confirmTitle);
  const token = useSearchParams()[0].get('token') ?? '';
  const { onLogin } = useAuth();
  const navigate = useNavigate();
  const confirm = useMutation({
    mutationFn: () => api(confirmRegistration, { token }),
    onSuccess: ({ user }) => {
      onLogin(user);
      navigate('/');
    },
  });
  return (
    <AuthCard heading={text.confirmHeading} description={text.confirmDescription}>
      <form
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          confirm.mutate();
        }}
      >
        {confirm.isError ? <Alert>{registrationErrorMessage(confirm.error.message)}</Alert> : null}
        <Button type="submit" size="lg" disabled={confirm.isPending}>
          {confirm.isPending ? text.submitting : text.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
