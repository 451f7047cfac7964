import { authPageTexts } from '../../shared/domain/page-texts';
import { AuthCard } from '../features/auth/auth-card';
import { RegisterForm } from '../features/auth/register-form';
import { usePageTitle } from '../features/site/use-page-title';

export default function RegisterPage() {
  const text = authPageTexts.register;
  usePageTitle(text.title);
  return (
    <AuthCard heading={text.heading} description={text.description}>
      <RegisterForm />
    </AuthCard>
  );
}
