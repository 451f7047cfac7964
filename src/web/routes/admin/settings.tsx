import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PlaceholderPage } from '../../app/placeholder-page';

export default function AdminSettingsPage() {
  return <PlaceholderPage text={adminPageTexts.settings} />;
}
