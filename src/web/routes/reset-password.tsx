import { useSearchParams } from 'react-router';
import { authPageTexts } from '../../shared/domain/page-texts';
import { AuthCard } from '../features/auth/auth-card';
import { ResetPasswordForm } from '../features/password-reset/reset-password-form';
import { usePageTitle } from '../features/site/use-page-title';

export default function ResetPasswordPage() {
  const text = authPageTexts.resetPassword;
  usePageTitle(text.title);
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <AuthCard heading={text.heading} description={text.description}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
