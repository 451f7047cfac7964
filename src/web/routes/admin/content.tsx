import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PlaceholderPage } from '../../app/placeholder-page';

export default function AdminContentPage() {
  return <PlaceholderPage text={adminPageTexts.content} />;
}
