import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { addDeck, exportFlashcards, importFlashcards } from '../../../shared/contract/flashcards';
import { deckToolsTexts as texts } from '../../../shared/domain/flashcard-texts';
import { coreTopics, type TCoreTopicId } from '../../../shared/domain/topics';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { api } from '../../lib/api';
import { useInvalidateFlashcards } from './flashcard-queries';

const selectClasses = 'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm';
type TFormat = 'csv' | 'anki';

/** Pre-made decks from the content pack, and the deck in and out as CSV or Anki text. */
export function DeckTools() {
  const id = useId();
  const invalidate = useInvalidateFlashcards();
  const [topic, setTopic] = useState<TCoreTopicId>(coreTopics[0].id);
  const [format, setFormat] = useState<TFormat>('csv');
  const [file, setFile] = useState<File | null>(null);
  const onError = (error: Error) => toast.error(error.message);

  const deck = useMutation({
    mutationFn: () => api(addDeck, { topic }),
    onSuccess: ({ added }) => {
      toast.success(texts.deckAdded(added, coreTopics.find((t) => t.id === topic)!.name));
      return invalidate();
    },
    onError,
  });
  const upload = useMutation({
    mutationFn: async (chosen: File) => api(importFlashcards, { format, content: await chosen.text() }),
    onSuccess: ({ imported, skipped }) => {
      toast.success(texts.imported(imported, skipped));
      return invalidate();
    },
    onError,
  });
  const onImport = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return toast.error(texts.chooseFile);
    upload.mutate(file);
  };

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
        <form className="grid min-w-0 content-start gap-2" onSubmit={onImport}>
          <Label htmlFor={`${id}-format`}>{texts.importFormat}</Label>
          <select
            id={`${id}-format`}
            className={selectClasses}
            value={format}
            onChange={(e) => setFormat(e.target.value as TFormat)}
          >
            <option value="csv">{texts.formats.csv}</option>
            <option value="anki">{texts.formats.anki}</option>
          </select>
          <Label htmlFor={`${id}-file`}>{texts.importFile}</Label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.txt,.tsv,text/csv,text/plain"
            className="w-full min-w-0 text-sm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <Button type="submit" variant="outline" disabled={upload.isPending} className="justify-self-start">
            {upload.isPending ? texts.importing : texts.import}
          </Button>
        </form>
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
        </div>
      </CardContent>
    </Card>
  );
}
