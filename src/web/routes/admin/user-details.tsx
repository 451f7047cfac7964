import { useParams } from 'react-router';
import { adminUsersTexts } from '../../../shared/domain/admin-texts';
import { adminUserMessages } from '../../../shared/domain/admin-users';
import { Alert } from '../../components/ui/alert';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { UserDetails } from '../../features/admin-users/user-details';
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
      {Number.isInteger(id) && id > 0 ? <UserDetails id={id} /> : <Alert>{adminUserMessages.notFound}</Alert>}
    </PageContainer>
  );
}
