import { reviewTexts as texts } from '../../../shared/domain/flashcard-texts';
import { cn } from '../../lib/cn';

type TCounts = { new: number; learning: number; review: number };
type TKind = keyof TCounts;

// Anki's colours (blue new, red learning, green review), each beside its word, so no count relies on colour alone.
const kinds: { kind: TKind; label: string; tone: string }[] = [
  { kind: 'new', label: texts.countNew, tone: 'text-blue-700' },
  { kind: 'learning', label: texts.countLearning, tone: 'text-red-700' },
  { kind: 'review', label: texts.countReview, tone: 'text-green-700' },
];

const kindOf = (state: string | undefined): TKind | undefined =>
  state === 'new' ? 'new' : state === 'review' ? 'review' : state ? 'learning' : undefined;

/** New, learning and review cards left, the shown card's kind underlined as Anki does. */
export function ReviewCounts({ counts, current }: { counts: TCounts; current?: string }) {
  const currentKind = kindOf(current);
  return (
    <ul aria-label={texts.countsLabel} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
      {kinds.map(({ kind, label, tone }) => (
        <li key={kind} className="flex items-baseline gap-1.5">
          <span className="text-muted-foreground">{label}</span>
          <span
            data-testid={`count-${kind}`}
            className={cn('font-bold tabular-nums', tone, kind === currentKind && 'underline underline-offset-4')}
          >
            {counts[kind]}
          </span>
        </li>
      ))}
    </ul>
  );
}
