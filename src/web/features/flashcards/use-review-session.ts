import { useCallback, useState } from 'react';
import type { TFlashcard } from '../../../shared/contract/flashcards';
import type { TGrade } from '../../../shared/domain/spaced-repetition';
import { useReviewFlashcard } from './flashcard-queries';

/**
 * Spec 4's review session: the index moves on Next (a grade) or Skip; a grade adds the card to the reviewed list,
 * Skip does not; Previous goes back and removes the earlier card from the list. Past the last card it is complete.
 */
export function useReviewSession(cards: TFlashcard[]) {
  const [index, setIndex] = useState(0);
  const [reviewed, setReviewed] = useState<string[]>([]);
  const [flipped, setFlipped] = useState(false);
  const review = useReviewFlashcard();
  const card = cards[index];

  const moveTo = useCallback((next: number) => {
    setFlipped(false);
    setIndex(next);
  }, []);

  const grade = useCallback(
    async (value: TGrade) => {
      if (!card || review.isPending) return;
      try {
        await review.mutateAsync({ id: card.id, grade: value });
      } catch {
        return; // The mutation's toast tells the learner; the card stays so they can answer again.
      }
      setReviewed((list) => [...list.filter((id) => id !== card.id), card.id]);
      moveTo(index + 1);
    },
    [card, index, moveTo, review],
  );

  const skip = useCallback(() => moveTo(index + 1), [index, moveTo]);

  const previous = useCallback(() => {
    const earlier = cards[index - 1];
    if (!earlier) return;
    setReviewed((list) => list.filter((id) => id !== earlier.id));
    moveTo(index - 1);
  }, [cards, index, moveTo]);

  return {
    card,
    index,
    flipped,
    flip: () => setFlipped((value) => !value),
    show: () => setFlipped(true),
    grade,
    skip,
    previous,
    pending: review.isPending,
    complete: cards.length > 0 && index >= cards.length,
    reviewedCount: reviewed.length,
  };
}
