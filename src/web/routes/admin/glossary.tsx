import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PageContainer } from '../../components/ui/page-container';
import { GlossaryAdminScreen } from '../../features/glossary/glossary-admin-screen';
import { usePageTitle } from '../../features/site/use-page-title';

export default function AdminGlossaryPage() {
  usePageTitle(adminPageTexts.glossary.title);
  return (
    <PageContainer>
      <GlossaryAdminScreen />
    </PageContainer>
  );
}
