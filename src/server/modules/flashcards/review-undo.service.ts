import { and, desc, eq } from 'drizzle-orm';
import { flashcardMessages as texts } from '../../../shared/domain/flashcards';
import type { TDatabase } from '../../db/client';
import { flashcardReviews, type TCardBeforeAnswer, type TUserFlashcardRow, userFlashcards } from '../../db/schema';
import { conflict } from '../../http-error';
import { presentOneFlashcard } from './flashcard-presenter';
import { findOwnCard } from './flashcards.service';

/** What an answer may change on a card, kept in its review-log row so the answer can be undone exactly. */
export const cardBeforeAnswer = (row: TUserFlashcardRow): TCardBeforeAnswer => ({
  state: row.state,
  dueAt: row.dueAt.toISOString(),
  intervalDays: row.intervalDays,
  ease: row.ease,
  repetitions: row.repetitions,
  lapses: row.lapses,
  step: row.step,
  isSuspended: row.isSuspended,
  tags: row.tags,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Undoes the learner's most recent answer of a card, in one transaction with the card locked: the card gets back
 * everything the answer changed (its modification time too, so the answer before can be undone next, as Anki's undo
 * steps back one answer at a time) and the answer leaves the log (and with it today's new-card count).
 * Refused when the latest answer kept no "before" (logged before undo existed) or when anything changed the card
 * after that answer (an answer sets the card's updatedAt to its own reviewedAt; an edit or a suspension moves it on).
 */
export async function undoLastAnswer(db: TDatabase, input: { userId: number; id: string }) {
  return db.transaction(async (txn) => {
    const tx = txn as TDatabase;
    const card = await findOwnCard(tx, input.userId, input.id, true);
    const [last] = await tx
      .select()
      .from(flashcardReviews)
      .where(and(eq(flashcardReviews.cardId, card.id), eq(flashcardReviews.userId, input.userId)))
      .orderBy(desc(flashcardReviews.reviewedAt))
      .limit(1);
    const before = last?.cardBefore;
    if (!last || !before) throw conflict(texts.nothingToUndo);
    if (card.updatedAt.getTime() !== last.reviewedAt.getTime()) throw conflict(texts.changedSinceAnswer);
    const [row] = await tx
      .update(userFlashcards)
      .set({ ...before, dueAt: new Date(before.dueAt), updatedAt: new Date(before.updatedAt) })
      .where(eq(userFlashcards.id, card.id))
      .returning();
    await tx.delete(flashcardReviews).where(eq(flashcardReviews.id, last.id));
    return presentOneFlashcard(tx, row!);
  });
}
