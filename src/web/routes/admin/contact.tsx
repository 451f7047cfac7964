import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PlaceholderPage } from '../../app/placeholder-page';

export default function AdminContactPage() {
  return <PlaceholderPage text={adminPageTexts.contact} />;
}
