import { useCallback, useEffect, useRef, useState } from 'react';
import type { TReviewCard } from '../../../shared/contract/flashcards';
import type { TGrade } from '../../../shared/domain/spaced-repetition';
import { useReviewFlashcard, useUndoReview } from './flashcard-queries';
import {
  advance,
  answered,
  currentCard,
  distinctCards,
  goBack,
  isComplete,
  queueCounts,
  restored,
  settle,
  startQueue,
  type TReviewQueueState,
  waitingUntil,
} from './review-queue';

interface TUndoStep {
  cardId: string;
  before: TReviewQueueState;
}

/**
 * Spec 4's review session with Anki's queue (review-queue.ts): the index moves on Next (a grade) or Skip; a grade adds
 * the card to the reviewed list, Skip does not; Previous goes back and removes the earlier card from the list. A card
 * still learning comes back when its step is due. Undo takes back answers one at a time, newest first.
 */
export function useReviewSession(cards: TReviewCard[], nextDayAt: Date) {
  const [state, setState] = useState(() => startQueue(cards, nextDayAt, Date.now()));
  const [flipped, setFlipped] = useState(false);
  const [undoSteps, setUndoSteps] = useState<TUndoStep[]>([]);
  const review = useReviewFlashcard();
  const undoReview = useUndoReview();
  const pending = review.isPending || undoReview.isPending;
  const card = currentCard(state);

  // Waiting for a learning step: show the card once it is within the learn-ahead limit.
  const wakeAt = waitingUntil(state);
  useEffect(() => {
    if (wakeAt === null) return;
    const timer = window.setTimeout(() => setState((now) => settle(now, Date.now())), Math.max(0, wakeAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [wakeAt]);

  const move = useCallback((next: TReviewQueueState) => {
    setFlipped(false);
    setState(next);
  }, []);

  // The latest state for the async callbacks, so a quick second key press cannot act on a stale one.
  const latest = useRef(state);
  latest.current = state;

  const grade = useCallback(
    async (value: TGrade) => {
      const before = latest.current;
      const shown = currentCard(before);
      if (!shown || pending) return;
      let result: TReviewCard;
      try {
        result = await review.mutateAsync({ id: shown.id, grade: value });
      } catch {
        return; // The mutation's toast tells the learner; the card stays so they can answer again.
      }
      setUndoSteps((steps) => [...steps, { cardId: shown.id, before }]);
      move(answered(before, result, Date.now()));
    },
    [move, pending, review],
  );

  const undo = useCallback(async () => {
    const step = undoSteps.at(-1);
    if (!step || pending) return;
    let card: TReviewCard;
    try {
      card = await undoReview.mutateAsync(step.cardId);
    } catch {
      // Refused (the card changed since): that answer stays; older answers may still be undone.
      setUndoSteps((steps) => steps.slice(0, -1));
      return;
    }
    setUndoSteps((steps) => steps.slice(0, -1));
    move(restored(step.before, card));
  }, [move, pending, undoReview, undoSteps]);

  return {
    card,
    index: state.index,
    total: state.cards.length + state.learning.length,
    counts: queueCounts(state, Date.now()),
    waitingUntil: wakeAt,
    flipped,
    flip: () => setFlipped((value) => !value),
    show: () => setFlipped(true),
    grade,
    skip: () => move(advance(state, Date.now())),
    previous: () => move(goBack(state)),
    finish: () => move({ ...state, learning: [] }),
    undo,
    canUndo: undoSteps.length > 0,
    pending,
    complete: isComplete(state),
    reviewedCount: state.reviewed.length,
    distinctCount: distinctCards(state),
  };
}
