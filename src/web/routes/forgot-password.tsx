import { Link } from 'react-router';
import { authFormTexts, authPageTexts } from '../../shared/domain/page-texts';
import { Button } from '../components/ui/button';
import { AuthCard } from '../features/auth/auth-card';
import { usePageTitle } from '../features/site/use-page-title';

// Self-service reset needs the mail provider of a later issue; until then support resets passwords by hand.
export default function ForgotPasswordPage() {
  const text = authPageTexts.forgotPassword;
  usePageTitle(text.title);
  return (
    <AuthCard heading={text.heading}>
      <p className="mb-6 text-center text-muted-foreground">{text.description}</p>
      <div className="grid gap-3">
        <Button asChild size="lg">
          <Link to="/contact">{authFormTexts.contactSupport}</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/login">{authFormTexts.loginSubmit}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
