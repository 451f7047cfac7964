import { useState } from 'react';
import { generatorFormTexts as texts } from '../../../shared/domain/flashcard-texts';
import { emptySelection, readySelection, type TDraftSelection } from '../../components/topic-selector/draft-selection';
import { TopicSelector } from '../../components/topic-selector/topic-selector';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { GeneratedResults } from './generated-results';
import { useGenerateFlashcards } from './generator-queries';

/** The AI Flashcard Generator block of /flashcards (spec 2). */
export function FlashcardGenerator() {
  const [draft, setDraft] = useState<TDraftSelection>(emptySelection('Core'));
  const generate = useGenerateFlashcards();
  const selection = readySelection(draft);

  return (
    <Card role="region" aria-labelledby="generator-heading">
      <CardHeader>
        <CardTitle id="generator-heading">{texts.heading}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (selection) generate.mutate(selection);
          }}
        >
          <TopicSelector value={draft} onChange={setDraft} />
          <Button type="submit" className="w-fit" disabled={!selection || generate.isPending}>
            {texts.generate}
          </Button>
        </form>
        {generate.isPending ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {texts.generating}
          </p>
        ) : generate.isError ? (
          <Alert>{texts.error}</Alert>
        ) : generate.data ? (
          <GeneratedResults key={generate.submittedAt} cards={generate.data.flashcards} />
        ) : null}
      </CardContent>
    </Card>
  );
}
