import type { TNextIntervals } from '../../../shared/contract/flashcards';
import { answerButtonLabel } from '../../../shared/domain/answer-button-time';
import { reviewTexts as texts } from '../../../shared/domain/flashcard-texts';
import { grades, type TGrade } from '../../../shared/domain/spaced-repetition';
import { Button } from '../../components/ui/button';

const gradeLabels = { again: texts.again, hard: texts.hard, good: texts.good, easy: texts.easy } as const;

interface ReviewGradeButtonsProps {
  nextIntervals: TNextIntervals;
  disabled: boolean;
  onGrade: (grade: TGrade) => void;
}

/** Again, Hard, Good, Easy, each with the interval it would give as Anki writes it ("<10m", "4d") and its key. */
export function ReviewGradeButtons({ nextIntervals, disabled, onGrade }: ReviewGradeButtonsProps) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {grades.map((grade, position) => (
        <Button
          key={grade}
          variant={grade === 'again' ? 'destructive' : 'outline'}
          disabled={disabled}
          onClick={() => onGrade(grade)}
          aria-keyshortcuts={String(position + 1)}
          className="h-auto min-h-14 flex-col gap-0.5 py-2"
        >
          <span className="flex items-center gap-2">
            {gradeLabels[grade]}
            <kbd className="text-xs opacity-70" aria-hidden>
              {position + 1}
            </kbd>
          </span>
          <span className="text-xs font-medium tabular-nums" data-testid={`interval-${grade}`}>
            {answerButtonLabel(nextIntervals[grade])}
          </span>
        </Button>
      ))}
    </div>
  );
}
