import { reviewTexts } from '../../shared/domain/flashcard-texts';
import { backToFlashcardsText, learnerPageTexts } from '../../shared/domain/page-texts';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { ReviewSession } from '../features/flashcards/review-session';
import { usePageTitle } from '../features/site/use-page-title';

export default function FlashcardReviewPage() {
  const text = learnerPageTexts.flashcardReview;
  usePageTitle(text.title);
  return (
    <PageContainer>
      <PageHeader
        heading={text.heading}
        description={reviewTexts.description}
        backLink={{ to: '/flashcards', label: backToFlashcardsText }}
      />
      <ReviewSession />
    </PageContainer>
  );
}
