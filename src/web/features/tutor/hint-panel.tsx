import { useMutation } from '@tanstack/react-query';
import { Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { askHint, type TTutorCitation } from '../../../shared/contract/tutor';
import { hintTexts } from '../../../shared/domain/tutor-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api';
import { PassageDialog } from './passage-dialog';
import { SourcesList } from './sources-list';
import { TutorMarkdown } from './tutor-markdown';

export type THintTarget =
  | { source: 'quiz'; attemptId: string; position: number }
  | { source: 'flashcard'; cardId: string };

interface HintPanelProps {
  target: THintTarget;
  /** What the learner answered so far (empty: not answered); the explanation waits for it. */
  learnerAnswer: string;
}

/**
 * "Ask the tutor for a hint" (issue 14): one guiding step at a time: the concept, then the key passage with the
 * answer masked, then (once answered) the explanation. The server guards what each level may say.
 */
export function HintPanel({ target, learnerAnswer }: HintPanelProps) {
  const [hints, setHints] = useState<{ level: number; hint: string; citations: TTutorCitation[] }[]>([]);
  const [passage, setPassage] = useState<TTutorCitation | null>(null);
  const ask = useMutation({
    mutationFn: (level: 1 | 2 | 3) => api(askHint, { ...target, level, learnerAnswer: learnerAnswer || null }),
    onSuccess: (hint) => setHints((all) => [...all, hint]),
  });
  const nextLevel = (hints.at(-1)?.level ?? 0) + 1;
  const answered = learnerAnswer.trim() !== '';
  return (
    <div className="grid gap-2">
      {hints.length > 0 ? (
        <div aria-live="polite" className="grid gap-2">
          {hints.map((hint) => (
            <div
              key={hint.level}
              className="rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-foreground"
            >
              <p className="mb-1 flex items-center gap-1.5 font-semibold">
                <Lightbulb className="size-4 text-primary" aria-hidden />
                {hintTexts.title} {hint.level}
              </p>
              <TutorMarkdown text={hint.hint} />
              <SourcesList citations={hint.citations} onOpenPassage={setPassage} />
            </div>
          ))}
        </div>
      ) : null}
      {ask.error ? <Alert>{ask.error.message}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        {nextLevel === 1 ? (
          <Button variant="outline" size="sm" disabled={ask.isPending} onClick={() => ask.mutate(1)}>
            <Lightbulb aria-hidden />
            {hintTexts.button}
          </Button>
        ) : null}
        {nextLevel === 2 ? (
          <Button variant="outline" size="sm" disabled={ask.isPending} onClick={() => ask.mutate(2)}>
            {hintTexts.next}
          </Button>
        ) : null}
        {nextLevel >= 2 && nextLevel <= 3 ? (
          <Button variant="outline" size="sm" disabled={ask.isPending || !answered} onClick={() => ask.mutate(3)}>
            {hintTexts.explain}
          </Button>
        ) : null}
      </div>
      <PassageDialog citation={passage} onClose={() => setPassage(null)} />
    </div>
  );
}
