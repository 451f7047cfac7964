import { learnerAccess } from '../../shared/domain/access';
import { errorFallbacks } from '../../shared/domain/messages';
import { adminDashboardCards, studentDashboardCards } from '../../shared/domain/navigation';
import { dashboardTexts } from '../../shared/domain/page-texts';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { useAuth } from '../features/auth/auth-context';
import { CertificateCard } from '../features/certificate/certificate-card';
import { DashboardCards } from '../features/dashboard/dashboard-cards';
import { ReadinessCard } from '../features/progress/readiness-card';
import { usePageTitle } from '../features/site/use-page-title';

export default function DashboardPage() {
  const { authState } = useAuth();
  usePageTitle(dashboardTexts.title);

  if (authState.status === 'loading') return <PageSkeleton />;
  if (authState.status === 'unauthenticated') {
    return (
      <PageContainer>
        <p role="alert" className="text-destructive">
          {errorFallbacks.dashboardUser}
        </p>
      </PageContainer>
    );
  }
  const { user } = authState;
  const isAdmin = user.role === 'admin';
  return (
    <PageContainer>
      <PageHeader
        heading={isAdmin ? dashboardTexts.adminHeading : dashboardTexts.welcome(user.displayName)}
        description={isAdmin ? dashboardTexts.adminIntro : dashboardTexts.studentIntro}
      />
      <DashboardCards cards={isAdmin ? adminDashboardCards : studentDashboardCards} />
      {/* Readiness comes from the learner's own attempts: students with access only. */}
      {!isAdmin && learnerAccess(user) === 'granted' ? (
        <div className="mt-8">
          <ReadinessCard />
        </div>
      ) : null}
      {!isAdmin && learnerAccess(user) === 'granted' ? (
        <div className="mt-8">
          <CertificateCard />
        </div>
      ) : null}
    </PageContainer>
  );
}
