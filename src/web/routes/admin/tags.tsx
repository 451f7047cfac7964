import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PageContainer } from '../../components/ui/page-container';
import { TagsScreen } from '../../features/admin-tags/tags-screen';
import { usePageTitle } from '../../features/site/use-page-title';

export default function AdminTagsPage() {
  usePageTitle(adminPageTexts.tags.title);
  return (
    <PageContainer>
      <TagsScreen />
    </PageContainer>
  );
}
