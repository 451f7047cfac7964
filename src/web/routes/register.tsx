import { Link } from 'react-router';
import { registrationClosedMessage } from '../../shared/domain/admin-operations-texts';
import { authLinks } from '../../shared/domain/navigation';
import { authPageTexts } from '../../shared/domain/page-texts';
import { Alert } from '../components/ui/alert';
import { AuthCard } from '../features/auth/auth-card';
import { RegisterForm } from '../features/auth/register-form';
import { usePageTitle } from '../features/site/use-page-title';
import { readEmbeddedConfig } from '../lib/embedded-config';

export default function RegisterPage() {
  const text = authPageTexts.register;
  usePageTitle(text.title);
  // An admin closed sign-up (Admin Settings > User Management): say so before anyone fills in the form. The server
  // refuses a registration either way.
  const closed = readEmbeddedConfig()?.registrationOpen === false;
  return (
    <AuthCard heading={text.heading} description={text.description}>
      {closed ? (
        <div className="grid gap-4">
          <Alert>{registrationClosedMessage}</Alert>
          <Link to={authLinks.login.to} className="text-center text-sm font-semibold text-primary hover:underline">
            {authLinks.login.label}
          </Link>
        </div>
      ) : (
        <RegisterForm />
      )}
    </AuthCard>
  );
}
