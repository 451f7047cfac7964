import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PlaceholderPage } from '../../app/placeholder-page';

export default function AdminAssetsPage() {
  return <PlaceholderPage text={adminPageTexts.assets} />;
}
