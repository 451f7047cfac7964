import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PageContainer } from '../../components/ui/page-container';
import { AssetsScreen } from '../../features/assets/assets-screen';
import { usePageTitle } from '../../features/site/use-page-title';

export default function AdminAssetsPage() {
  usePageTitle(adminPageTexts.assets.title);
  return (
    <PageContainer>
      <AssetsScreen />
    </PageContainer>
  );
}
