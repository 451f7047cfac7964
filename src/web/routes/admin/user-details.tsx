import { useParams } from 'react-router';
import { adminUsersTexts } from '../../../shared/domain/admin-texts';
import { adminUserMessages } from '../../../shared/domain/admin-users';
import { Alert } from '../../components/ui/alert';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { UserDetails } from '../../features/admin-users/user-details';
import { AdminCertificateCard } from '../../features/certificate/admin-certificate-card';
import { usePageTitle } from '../../features/site/use-page-title';

export default function AdminUserDetailsPage() {
  usePageTitle(adminUsersTexts.detailsTitle);
  const id = Number(useParams().id);
  return (
    <PageContainer>
      <PageHeader
        heading={adminUsersTexts.detailsHeading}
        backLink={{ to: '/admin/users', label: adminUsersTexts.backToUsers }}
      />
      {Number.isInteger(id) && id > 0 ? (
        <div className="grid gap-6">
          <UserDetails id={id} />
          <AdminCertificateCard userId={id} />
        </div>
      ) : (
        <Alert>{adminUserMessages.notFound}</Alert>
      )}
    </PageContainer>
  );
}
