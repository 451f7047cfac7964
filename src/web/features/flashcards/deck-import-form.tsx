import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { importAnkiPackage, importFlashcards } from '../../../shared/contract/flashcards';
import { deckToolsTexts as texts } from '../../../shared/domain/flashcard-texts';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { api, apiUpload } from '../../lib/api';
import { useInvalidateFlashcards } from './flashcard-queries';

const selectClasses = 'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm';
type TFormat = 'csv' | 'anki' | 'apkg';
const accepted: Record<TFormat, string> = {
  csv: '.csv,text/csv',
  anki: '.txt,.tsv,.csv,text/plain',
  apkg: '.apkg,application/octet-stream,application/zip',
};

/** The deck in from a file: CSV or Anki text (read in the browser), or an Anki package (uploaded as it is). */
export function DeckImportForm() {
  const id = useId();
  const invalidate = useInvalidateFlashcards();
  const [format, setFormat] = useState<TFormat>('csv');
  const [file, setFile] = useState<File | null>(null);
  const [keepScheduling, setKeepScheduling] = useState(false);
  // The result stays on screen instead of a toast that goes away, so the learner can read what was skipped.
  const [result, setResult] = useState<{ failed: boolean; message: string } | null>(null);

  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      if (format === 'apkg') {
        const answer = await apiUpload(importAnkiPackage, { file: chosen, keepScheduling: String(keepScheduling) });
        return texts.packageImported(answer);
      }
      const answer = await api(importFlashcards, { format, content: await chosen.text() });
      return texts.imported(answer.imported, answer.skipped);
    },
    onMutate: () => setResult(null),
    onSuccess: (message) => {
      setResult({ failed: false, message });
      return invalidate();
    },
    onError: (error: Error) => setResult({ failed: true, message: error.message }),
  });
  const onImport = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return toast.error(texts.chooseFile);
    upload.mutate(file);
  };

  return (
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
        <option value="apkg">{texts.formats.apkg}</option>
      </select>
      <Label htmlFor={`${id}-file`}>{texts.importFile}</Label>
      <input
        id={`${id}-file`}
        type="file"
        accept={accepted[format]}
        className="w-full min-w-0 text-sm"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      {format === 'apkg' && (
        <div className="grid gap-1">
          <div className="flex items-start gap-2">
            <Checkbox
              id={`${id}-keep`}
              checked={keepScheduling}
              onCheckedChange={(checked) => setKeepScheduling(checked === true)}
              aria-describedby={`${id}-keep-hint`}
              className="mt-0.5"
            />
            <Label htmlFor={`${id}-keep`} className="cursor-pointer font-normal">
              {texts.keepScheduling}
            </Label>
          </div>
          <p id={`${id}-keep-hint`} className="text-muted-foreground text-sm">
            {texts.keepSchedulingHint}
          </p>
        </div>
      )}
      <Button type="submit" variant="outline" disabled={upload.isPending} className="justify-self-start">
        {upload.isPending ? texts.importing : texts.import}
      </Button>
      <p role="status" className="min-w-0 text-sm break-words">
        {result && !result.failed ? result.message : ''}
      </p>
      <p role="alert" className="min-w-0 text-sm break-words text-destructive">
        {result?.failed ? result.message : ''}
      </p>
    </form>
  );
}
