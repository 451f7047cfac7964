import { Check, Flag } from 'lucide-react';
import { cn } from '../../lib/cn';
import { examTexts as texts } from './exam-texts';

interface QuestionNavigatorProps {
  answered: boolean[];
  flagged: boolean[];
  current: number;
  onJump: (index: number) => void;
}

/**
 * Every question as a numbered button that wraps to the width. State shows three ways: a fill and a tick for
 * answered, a flag icon for flagged, a ring and underline for the current one; each button's name says it in words.
 */
export function QuestionNavigator({ answered, flagged, current, onJump }: QuestionNavigatorProps) {
  return (
    <nav aria-labelledby="exam-navigator-heading" className="space-y-3">
      <h2 id="exam-navigator-heading" className="text-base font-semibold">
        {texts.navigator}
      </h2>
      <p className="text-sm text-muted-foreground">{texts.navigatorHint}</p>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2">
        {answered.map((isAnswered, index) => {
          const isFlagged = flagged[index] ?? false;
          const isCurrent = index === current;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: questions are positions; the list never reorders.
            <li key={index}>
              <button
                type="button"
                aria-label={texts.navigatorItem(index + 1, isAnswered, isFlagged, isCurrent)}
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onJump(index)}
                className={cn(
                  'relative flex h-11 w-full items-center justify-center rounded-md border text-sm font-semibold',
                  isAnswered
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input bg-card text-foreground hover:bg-muted',
                  isCurrent && 'underline decoration-2 underline-offset-4 ring-2 ring-ring ring-offset-2',
                )}
              >
                {index + 1}
                {isAnswered ? <Check className="absolute bottom-0.5 left-0.5 size-3" aria-hidden /> : null}
                {isFlagged ? (
                  <Flag
                    className="absolute -top-1.5 -right-1.5 size-4 rounded-full bg-amber-100 p-0.5 text-amber-900"
                    aria-hidden
                  />
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
