import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { studyLink, studyThisText } from '../../../shared/domain/course-texts';
import { reviewTexts as texts } from '../../../shared/domain/flashcard-texts';
import { grades } from '../../../shared/domain/spaced-repetition';
import { Button } from '../../components/ui/button';
import { HintPanel } from '../tutor/hint-panel';
import { ReviewCard } from './review-card';
import type { useReviewSession } from './use-review-session';

interface ReviewControlsProps {
  session: ReturnType<typeof useReviewSession>;
  total: number;
}

const gradeLabels = { again: texts.again, hard: texts.hard, good: texts.good, easy: texts.easy } as const;

/** One card at a time: flip, then grade; "Got it! Next Card" grades Good; Previous and Skip as spec 4 says. */
export function ReviewControls({ session, total }: ReviewControlsProps) {
  const { card, index, flipped, pending } = session;
  if (!card) return null;
  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <p className="text-sm font-medium text-muted-foreground" aria-live="polite">
        {texts.progress(index + 1, total)}
      </p>
      <ReviewCard card={card} flipped={flipped} onFlip={session.flip} />
      <HintPanel
        key={card.id}
        target={{ source: 'flashcard', cardId: card.id }}
        learnerAnswer={flipped ? 'shown' : ''}
      />
      {flipped && card.section ? (
        <Link
          to={studyLink(card.section)}
          className="inline-flex w-fit items-center gap-1.5 justify-self-center rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <BookOpen className="size-4" aria-hidden />
          {studyThisText}
        </Link>
      ) : null}
      {flipped ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {grades.map((grade, position) => (
            <Button
              key={grade}
              variant={grade === 'again' ? 'destructive' : 'outline'}
              disabled={pending}
              onClick={() => session.grade(grade)}
              aria-keyshortcuts={String(position + 1)}
            >
              {gradeLabels[grade]}
              <kbd className="text-xs opacity-70" aria-hidden>
                {position + 1}
              </kbd>
            </Button>
          ))}
        </div>
      ) : (
        <Button size="lg" onClick={session.show} aria-keyshortcuts="Space">
          {texts.showAnswer}
        </Button>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {index > 0 ? (
          <Button variant="ghost" onClick={session.previous} disabled={pending}>
            {texts.previous}
          </Button>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" onClick={session.skip} disabled={pending}>
            {texts.skip}
          </Button>
          <Button onClick={() => session.grade('good')} disabled={pending}>
            {texts.gotIt}
          </Button>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">{texts.keyboardHint}</p>
    </div>
  );
}
