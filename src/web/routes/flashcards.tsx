import { backToDashboardText, learnerPageTexts } from '../../shared/domain/page-texts';
import { PlaceholderPage } from '../app/placeholder-page';

export default function FlashcardsPage() {
  return (
    <PlaceholderPage text={learnerPageTexts.flashcards} backLink={{ to: '/dashboard', label: backToDashboardText }} />
  );
}
