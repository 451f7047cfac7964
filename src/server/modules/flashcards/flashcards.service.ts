import { and, arrayOverlaps, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { flashcardMessages as texts } from '../../../shared/domain/flashcards';
import { coreTopics } from '../../../shared/domain/topics';
import type { TDatabase } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { containsPattern } from '../../db/like';
import { deckCards, userFlashcards } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { conflict, notFound } from '../../http-error';
import { assertRoomForCards } from './deck-capacity';
import { presentFlashcards, presentOneFlashcard } from './flashcard-presenter';

/** The learner's own card, or null: another learner's card id looks exactly like one that does not exist. */
export async function ownCardOrNull(db: TDatabase, userId: number, id: string, lock = false) {
  if (!isUuid(id)) return null;
  const query = db
    .select()
    .from(userFlashcards)
    .where(and(eq(userFlashcards.id, id), eq(userFlashcards.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The learner's own card, or 404. */
export async function findOwnCard(db: TDatabase, userId: number, id: string, lock = false) {
  const row = await ownCardOrNull(db, userId, id, lock);
  if (!row) throw notFound(texts.notFound);
  return row;
}

/** Core topics may be named by id or by name; cards carry the topic's name as a tag. */
export const topicTags = (topics: string[]) =>
  topics.map((topic) => coreTopics.find((t) => t.id === topic || t.name === topic)?.name ?? topic);

export async function listFlashcards(
  db: TDatabase,
  userId: number,
  query: { page: number; limit: number; search?: string; tags?: string[]; coreTopics?: string[] },
) {
  const filters: SQL[] = [eq(userFlashcards.userId, userId)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(or(ilike(userFlashcards.front, pattern), ilike(userFlashcards.back, pattern))!);
  }
  if (query.tags?.length) filters.push(arrayOverlaps(userFlashcards.tags, query.tags));
  if (query.coreTopics?.length) filters.push(arrayOverlaps(userFlashcards.tags, topicTags(query.coreTopics)));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(userFlashcards)
      .where(where)
      .orderBy(desc(userFlashcards.createdAt), asc(userFlashcards.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(userFlashcards).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    flashcards: await presentFlashcards(db, rows),
    pagination: { totalCount, totalPages: Math.ceil(totalCount / query.limit) },
  };
}

export async function createFlashcard(
  db: TDatabase,
  userId: number,
  input: { front: string; back: string; tags: string[]; sourceId?: string; sourceType?: string },
) {
  const row = await db
    .transaction(async (tx) => {
      await assertRoomForCards(tx as TDatabase, userId, 1);
      const [inserted] = await tx
        .insert(userFlashcards)
        .values({
          userId,
          front: input.front,
          back: input.back,
          tags: [...new Set(input.tags)],
          sourceId: input.sourceId ?? null,
          sourceType: input.sourceType ?? null,
        })
        .returning();
      return inserted!;
    })
    .catch((error: unknown) => {
      // One card per source in a deck (user_flashcards_source_unique): saving a generated card twice is a 409.
      if (isUniqueViolation(error)) throw conflict(texts.alreadyInDeck);
      throw error;
    });
  return presentOneFlashcard(db, row);
}

export async function updateFlashcard(
  db: TDatabase,
  userId: number,
  input: { id: string; front?: string; back?: string; tags?: string[]; isSuspended?: boolean },
) {
  await findOwnCard(db, userId, input.id);
  const [row] = await db
    .update(userFlashcards)
    .set({
      ...(input.front !== undefined ? { front: input.front } : {}),
      ...(input.back !== undefined ? { back: input.back } : {}),
      ...(input.tags !== undefined ? { tags: [...new Set(input.tags)] } : {}),
      ...(input.isSuspended !== undefined ? { isSuspended: input.isSuspended } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(userFlashcards.id, input.id), eq(userFlashcards.userId, userId)))
    .returning();
  return presentOneFlashcard(db, row!);
}

export async function deleteFlashcard(db: TDatabase, userId: number, id: string) {
  await findOwnCard(db, userId, id);
  await db.delete(userFlashcards).where(and(eq(userFlashcards.id, id), eq(userFlashcards.userId, userId)));
  return { success: true as const };
}

/**
 * Copies a pre-made deck into the learner's cards, skipping the ones already there (unique source per learner) and
 * the ones an admin suspended or deleted.
 */
export async function addDeck(db: TDatabase, userId: number, topic: string) {
  const cards = await db
    .select()
    .from(deckCards)
    .where(and(eq(deckCards.topic, topic), isNull(deckCards.retiredAt), eq(deckCards.isSuspended, false)));
  if (cards.length === 0) return { added: 0 };
  const added = await db.transaction(async (tx) => {
    await assertRoomForCards(tx as TDatabase, userId, cards.length);
    return tx
      .insert(userFlashcards)
      .values(
        cards.map((card) => ({
          userId,
          front: card.front,
          back: card.back,
          tags: card.tags,
          sourceId: card.id,
          sourceType: 'deck',
        })),
      )
      .onConflictDoNothing()
      .returning({ id: userFlashcards.id });
  });
  return { added: added.length };
}
