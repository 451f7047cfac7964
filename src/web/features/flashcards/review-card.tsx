import type { TFlashcard } from '../../../shared/contract/flashcards';
import { flashcardManagerTexts, reviewTexts as texts } from '../../../shared/domain/flashcard-texts';
import { cn } from '../../lib/cn';

interface ReviewCardProps {
  card: TFlashcard;
  flipped: boolean;
  onFlip: () => void;
}

/** The card in review: the front, and the back once flipped; a click on the card flips it (spec 2). */
export function ReviewCard({ card, flipped, onFlip }: ReviewCardProps) {
  return (
    <button
      type="button"
      aria-label={texts.cardLabel}
      aria-pressed={flipped}
      onClick={onFlip}
      // Space is the review's own key (show answer, then Good); the card must not also flip on it.
      onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
      className={cn(
        'grid min-h-64 w-full place-content-center gap-4 rounded-2xl border border-border bg-card p-6 text-center',
        'shadow-card transition-colors hover:border-primary sm:p-10',
      )}
    >
      <span className="grid gap-1">
        <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {flashcardManagerTexts.front}
        </span>
        <span className="text-xl font-semibold whitespace-pre-line text-foreground sm:text-2xl">{card.front}</span>
      </span>
      {flipped ? (
        <span className="grid gap-1 border-t border-border pt-4" aria-live="polite">
          <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {flashcardManagerTexts.back}
          </span>
          <span className="text-lg whitespace-pre-line text-foreground">{card.back}</span>
        </span>
      ) : null}
    </button>
  );
}
