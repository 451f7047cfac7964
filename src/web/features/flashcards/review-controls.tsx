import { BookOpen, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { studyLink, studyThisText } from '../../../shared/domain/course-texts';
import { reviewTexts as texts } from '../../../shared/domain/flashcard-texts';
import { Button } from '../../components/ui/button';
import { ReportProblemButton } from '../report-problem/report-problem-button';
import { HintPanel } from '../tutor/hint-panel';
import { ReviewCard } from './review-card';
import { ReviewCounts } from './review-counts';
import { ReviewGradeButtons } from './review-grade-buttons';
import type { useReviewSession } from './use-review-session';

interface ReviewControlsProps {
  session: ReturnType<typeof useReviewSession>;
}

/** The undo button; Ctrl+Z or ⌘Z does the same (use-review-keys.ts). */
export function UndoButton({ session }: ReviewControlsProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={session.undo}
      disabled={!session.canUndo || session.pending}
      title={texts.undoLabel}
      aria-keyshortcuts="Control+Z Meta+Z"
    >
      <Undo2 aria-hidden />
      {texts.undo}
    </Button>
  );
}

/** One card at a time: flip, then grade; "Got it! Next Card" grades Good; Previous and Skip as spec 4 says. */
export function ReviewControls({ session }: ReviewControlsProps) {
  const { card, index, flipped, pending } = session;
  if (!card) return null;
  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground" aria-live="polite">
          {texts.progress(index + 1, session.total)}
        </p>
        <ReviewCounts counts={session.counts} current={card.schedule.state} />
        <UndoButton session={session} />
      </div>
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
        <ReviewGradeButtons nextIntervals={card.nextIntervals} disabled={pending} onGrade={session.grade} />
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
      <ReportProblemButton
        key={`report-${card.id}`}
        target={{ kind: 'flashcard', cardId: card.id }}
        className="justify-self-start"
      />
    </div>
  );
}
