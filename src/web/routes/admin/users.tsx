import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { AddUserDialog } from '../../features/admin-users/add-user-dialog';
import { UserList } from '../../features/admin-users/user-list';
import { usePageTitle } from '../../features/site/use-page-title';

export default function AdminUsersPage() {
  const text = adminPageTexts.users;
  usePageTitle(text.title);
  return (
    <PageContainer>
      <div className="flex flex-col gap-x-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeader heading={text.heading} description={text.description} />
        <div className="mb-6 shrink-0">
          <AddUserDialog />
        </div>
      </div>
      <UserList />
    </PageContainer>
  );
}
