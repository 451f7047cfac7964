import { authPageTexts } from '../../shared/domain/page-texts';
import { AuthCard } from '../features/auth/auth-card';
import { LoginForm } from '../features/auth/login-form';
import { usePageTitle } from '../features/site/use-page-title';

export default function LoginPage() {
  const text = authPageTexts.login;
  usePageTitle(text.title);
  return (
    <AuthCard heading={text.heading} description={text.description}>
      <LoginForm />
    </AuthCard>
  );
}
