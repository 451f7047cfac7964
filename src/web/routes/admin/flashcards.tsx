import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { AdminFlashcardsScreen } from '../../features/admin-flashcards/admin-flashcards-screen';
import { usePageTitle } from '../../features/site/use-page-title';

export default function AdminFlashcardsPage() {
  const text = adminPageTexts.flashcards;
  usePageTitle(text.title);
  return (
    <PageContainer>
      <PageHeader heading={text.heading} description={text.description} />
      <AdminFlashcardsScreen />
    </PageContainer>
  );
}
