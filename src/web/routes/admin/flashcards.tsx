import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PlaceholderPage } from '../../app/placeholder-page';

export default function AdminFlashcardsPage() {
  return <PlaceholderPage text={adminPageTexts.flashcards} />;
}
