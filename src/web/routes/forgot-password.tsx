import { authPageTexts } from '../../shared/domain/page-texts';
import { AuthCard } from '../features/auth/auth-card';
import { ForgotPasswordForm } from '../features/password-reset/forgot-password-form';
import { usePageTitle } from '../features/site/use-page-title';

export default function ForgotPasswordPage() {
  const text = authPageTexts.forgotPassword;
  usePageTitle(text.title);
  return (
    <AuthCard heading={text.heading} description={text.description}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
