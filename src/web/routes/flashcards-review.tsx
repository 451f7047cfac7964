import { backToFlashcardsText, learnerPageTexts } from '../../shared/domain/page-texts';
import { PlaceholderPage } from '../app/placeholder-page';

export default function FlashcardReviewPage() {
  return (
    <PlaceholderPage
      text={learnerPageTexts.flashcardReview}
      backLink={{ to: '/flashcards', label: backToFlashcardsText }}
    />
  );
}
