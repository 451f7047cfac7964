import { Link } from 'react-router';
import { billingPageTexts as texts } from '../../shared/domain/checkout-texts';
import { Button } from '../components/ui/button';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { useAuth } from '../features/auth/auth-context';
import { BillingOverview } from '../features/billing/billing-overview';
import { usePageTitle } from '../features/site/use-page-title';

/** Not behind the sign-in guard: spec 2 shows signed-out visitors an "Access Denied" text here instead. */
export default function BillingPage() {
  const { authState } = useAuth();
  usePageTitle(texts.title);
  return (
    <PageContainer>
      <PageHeader heading={texts.heading} description={texts.description} />
      {authState.status === 'loading' ? (
        <PageSkeleton />
      ) : authState.status === 'unauthenticated' ? (
        <div className="grid justify-items-start gap-4 rounded-xl border border-border bg-card p-6">
          <p className="font-medium">{texts.accessDenied}</p>
          <Button asChild>
            <Link to="/login">{texts.logIn}</Link>
          </Button>
        </div>
      ) : (
        <BillingOverview user={authState.user} />
      )}
    </PageContainer>
  );
}
