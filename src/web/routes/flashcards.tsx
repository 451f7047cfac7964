import { generatorTexts } from '../../shared/domain/flashcard-texts';
import { backToDashboardText, learnerPageTexts } from '../../shared/domain/page-texts';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { AddFlashcardForm } from '../features/flashcards/add-flashcard-form';
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
        <Card role="region" aria-labelledby="generator-heading">
          <CardHeader>
            <CardTitle id="generator-heading">{generatorTexts.heading}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm text-muted-foreground">{generatorTexts.unavailable}</p>
          </CardContent>
        </Card>
        <AddFlashcardForm />
        <FlashcardManager />
      </div>
    </PageContainer>
  );
}
