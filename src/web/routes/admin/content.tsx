import { contentDashboardTexts } from '../../../shared/domain/content-admin';
import { adminPageTexts } from '../../../shared/domain/page-texts';
import { AdminBreadcrumb } from '../../components/ui/admin-breadcrumb';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { ContentDashboard } from '../../features/admin-content/content-dashboard';
import { usePageTitle } from '../../features/site/use-page-title';

export default function AdminContentPage() {
  const text = adminPageTexts.content;
  usePageTitle(text.title);
  return (
    <PageContainer>
      <AdminBreadcrumb root={contentDashboardTexts.breadcrumbRoot} current={text.heading} />
      <PageHeader heading={text.heading} />
      <ContentDashboard />
    </PageContainer>
  );
}
