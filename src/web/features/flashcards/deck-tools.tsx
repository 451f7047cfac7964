import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { addDeck, exportFlashcards } from '../../../shared/contract/flashcards';
import { deckToolsTexts as texts } from '../../../shared/domain/flashcard-texts';
import { coreTopics, type TCoreTopicId } from '../../../shared/domain/topics';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { api } from '../../lib/api';
import { DeckImportForm } from './deck-import-form';
import { useInvalidateFlashcards } from './flashcard-queries';

const selectClasses = 'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm';

/** Pre-made decks from the content pack, and the deck in and out as CSV, Anki text or an Anki package. */
export function DeckTools() {
  const id = useId();
  const invalidate = useInvalidateFlashcards();
  const [topic, setTopic] = useState<TCoreTopicId>(coreTopics[0].id);
  const onError = (error: Error) => toast.error(error.message);

  const deck = useMutation({
    mutationFn: () => api(addDeck, { topic }),
    onSuccess: ({ added }) => {
      toast.success(texts.deckAdded(added, coreTopics.find((t) => t.id === topic)!.name));
      return invalidate();
    },
    onError,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.heading}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-3">
        <div className="grid min-w-0 content-start gap-2">
          <Label htmlFor={`${id}-deck`}>{texts.deckLabel}</Label>
          <select
            id={`${id}-deck`}
            className={selectClasses}
            value={topic}
            onChange={(e) => setTopic(e.target.value as TCoreTopicId)}
          >
            {coreTopics.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
          <Button type="button" disabled={deck.isPending} onClick={() => deck.mutate()} className="justify-self-start">
            {deck.isPending ? texts.adding : texts.addDeck}
          </Button>
        </div>
        <DeckImportForm />
        <div className="grid content-start justify-items-start gap-2">
          {/* Plain links: the browser downloads the file itself, with the session cookie. */}
          <a href={`${exportFlashcards.path}?format=csv`} download className={buttonClasses('outline')}>
            <Download aria-hidden />
            {texts.exportCsv}
          </a>
          <a href={`${exportFlashcards.path}?format=anki`} download className={buttonClasses('outline')}>
            <Download aria-hidden />
            {texts.exportAnki}
          </a>
          <a href={`${exportFlashcards.path}?format=apkg`} download className={buttonClasses('outline')}>
            <Download aria-hidden />
            {texts.exportApkg}
          </a>
        </div>
      </CardContent>
    </Card>
  );
}
