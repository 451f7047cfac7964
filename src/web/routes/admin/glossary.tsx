import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PlaceholderPage } from '../../app/placeholder-page';

export default function AdminGlossaryPage() {
  return <PlaceholderPage text={adminPageTexts.glossary} />;
}
