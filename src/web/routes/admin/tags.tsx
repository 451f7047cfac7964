import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PlaceholderPage } from '../../app/placeholder-page';

export default function AdminTagsPage() {
  return <PlaceholderPage text={adminPageTexts.tags} />;
}
