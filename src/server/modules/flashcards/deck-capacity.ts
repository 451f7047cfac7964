import { count, eq } from 'drizzle-orm';
import { learnerMaxCards, flashcardMessages as texts } from '../../../shared/domain/flashcards';
import type { TDatabase } from '../../db/client';
import { userFlashcards, users } from '../../db/schema';
import { badRequest } from '../../http-error';

/**
 * Refuses a write that would take the learner past learnerMaxCards. Call inside the transaction that adds the cards:
 * the learner's row is locked first, so two imports at once are counted one after the other.
 */
export async function assertRoomForCards(tx: TDatabase, userId: number, adding: number) {
  if (adding <= 0) return;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx.select({ cards: count() }).from(userFlashcards).where(eq(userFlashcards.userId, userId));
  if ((row?.cards ?? 0) + adding > learnerMaxCards) throw badRequest(texts.deckFull(learnerMaxCards));
}
