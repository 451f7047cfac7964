import { backToDashboardText, learnerPageTexts } from '../../shared/domain/page-texts';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { AddFlashcardForm } from '../features/flashcards/add-flashcard-form';
import { DeckTools } from '../features/flashcards/deck-tools';
import { FlashcardGenerator } from '../features/flashcards/flashcard-generator';
import { FlashcardManager } from '../features/flashcards/flashcard-manager';
import { StudySummary } from '../features/flashcards/study-summary';
import { usePageTitle } from '../features/site/use-page-title';

export default function FlashcardsPage() {
  const text = learnerPageTexts.flashcards;
  usePageTitle(text.title);
  return (
    <PageContainer>
      <PageHeader heading={text.heading} backLink={{ to: '/dashboard', label: backToDashboardText }} />
      <div className="grid gap-8">
        <StudySummary />
        <FlashcardGenerator />
        <AddFlashcardForm />
        <DeckTools />
        <FlashcardManager />
      </div>
    </PageContainer>
  );
}
