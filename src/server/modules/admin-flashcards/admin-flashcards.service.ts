import { and, arrayOverlaps, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { listAdminFlashcards, updateAdminFlashcard } from '../../../shared/contract/admin-flashcards';
import { flashcardMessages as texts } from '../../../shared/domain/flashcards';
import { coreTopics } from '../../../shared/domain/topics';
import type { TDatabase } from '../../db/client';
import { containsPattern } from '../../db/like';
import { deckCards, userFlashcards, users } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../http-error';
import { topicTags } from '../flashcards/flashcards.service';
import { presentDeckCard, presentLearnerCard } from './admin-flashcards.presenter';

type TListQuery = z.output<(typeof listAdminFlashcards)['input']>;
type TUpdate = Omit<z.output<(typeof updateAdminFlashcard)['input']>, 'kind' | 'id'>;

const owner = { id: users.id, email: users.email, displayName: users.displayName };
const learnerCards = (db: TDatabase) =>
  db.select({ card: userFlashcards, owner }).from(userFlashcards).innerJoin(users, eq(users.id, userFlashcards.userId));

const topicIds = (topics: string[]) =>
  topics.map((topic) => coreTopics.find((t) => t.id === topic || t.name === topic)?.id ?? topic);

const textMatches = (front: PgColumn, back: PgColumn, search: string) =>
  or(ilike(front, containsPattern(search)), ilike(back, containsPattern(search)))!;

function learnerWhere(query: TListQuery) {
  const filters: SQL[] = [];
  if (query.search) filters.push(textMatches(userFlashcards.front, userFlashcards.back, query.search));
  if (query.owner) filters.push(textMatches(users.email, users.displayName, query.owner));
  if (query.tags?.length) filters.push(arrayOverlaps(userFlashcards.tags, query.tags));
  if (query.coreTopics?.length) filters.push(arrayOverlaps(userFlashcards.tags, topicTags(query.coreTopics)));
  return and(...filters);
}

/** Deleted deck cards are retired, and so no longer listed. */
function deckWhere(query: TListQuery) {
  const filters: SQL[] = [isNull(deckCards.retiredAt)];
  if (query.search) filters.push(textMatches(deckCards.front, deckCards.back, query.search));
  if (query.tags?.length) filters.push(arrayOverlaps(deckCards.tags, query.tags));
  if (query.coreTopics?.length) filters.push(inArray(deckCards.topic, topicIds(query.coreTopics)));
  return and(...filters);
}

/**
 * Learners' cards (newest first), then the pre-made decks' cards (by id), paged as one list: the page's offset is
 * taken from the learners' cards first and what is left of it from the deck cards. An owner filter leaves the decks
 * out, since they have no owner.
 */
export async function listAllFlashcards(db: TDatabase, query: TListQuery) {
  const withLearners = query.source !== 'decks';
  const withDecks = query.source !== 'learners' && !query.owner;
  const [learnerTotal, deckTotal] = await Promise.all([
    withLearners ? countLearnerCards(db, query) : 0,
    withDecks ? countDeckCards(db, query) : 0,
  ]);
  const offset = (query.page - 1) * query.limit;
  const learnerRows =
    withLearners && offset < learnerTotal
      ? await learnerCards(db)
          .where(learnerWhere(query))
          .orderBy(desc(userFlashcards.createdAt), asc(userFlashcards.id))
          .limit(query.limit)
          .offset(offset)
      : [];
  const left = query.limit - learnerRows.length;
  const deckRows =
    withDecks && left > 0
      ? await db
          .select()
          .from(deckCards)
          .where(deckWhere(query))
          .orderBy(asc(deckCards.id))
          .limit(left)
          .offset(Math.max(0, offset - learnerTotal))
      : [];
  const totalCount = learnerTotal + deckTotal;
  return {
    flashcards: [...learnerRows.map(presentLearnerCard), ...deckRows.map(presentDeckCard)],
    pagination: { totalCount, totalPages: Math.ceil(totalCount / query.limit) },
  };
}

async function countLearnerCards(db: TDatabase, query: TListQuery) {
  const [row] = await db
    .select({ value: count() })
    .from(userFlashcards)
    .innerJoin(users, eq(users.id, userFlashcards.userId))
    .where(learnerWhere(query));
  return row?.value ?? 0;
}

async function countDeckCards(db: TDatabase, query: TListQuery) {
  const [row] = await db.select({ value: count() }).from(deckCards).where(deckWhere(query));
  return row?.value ?? 0;
}

const changes = (input: TUpdate) => ({
  ...(input.front !== undefined ? { front: input.front } : {}),
  ...(input.back !== undefined ? { back: input.back } : {}),
  ...(input.tags !== undefined ? { tags: [...new Set(input.tags)] } : {}),
  ...(input.isSuspended !== undefined ? { isSuspended: input.isSuspended } : {}),
});

/** Edits or suspends any card; a deck card is then marked so content pack reloads leave it as the admin left it. */
export async function updateAnyFlashcard(db: TDatabase, input: TUpdate & { kind: 'learner' | 'deck'; id: string }) {
  if (input.kind === 'deck') {
    const [row] = await db
      .update(deckCards)
      .set({ ...changes(input), editedByAdmin: true })
      .where(and(eq(deckCards.id, input.id), isNull(deckCards.retiredAt)))
      .returning();
    if (!row) throw notFound(texts.notFound);
    return presentDeckCard(row);
  }
  if (!isUuid(input.id)) throw notFound(texts.notFound);
  const [updated] = await db
    .update(userFlashcards)
    .set({ ...changes(input), updatedAt: new Date() })
    .where(eq(userFlashcards.id, input.id))
    .returning({ id: userFlashcards.id });
  if (!updated) throw notFound(texts.notFound);
  const [row] = await learnerCards(db).where(eq(userFlashcards.id, updated.id));
  return presentLearnerCard(row!);
}

/**
 * A learner's card is deleted; a deck card is retired instead (learners' copies point to it by source id) and kept
 * retired through pack reloads.
 */
export async function deleteAnyFlashcard(db: TDatabase, input: { kind: 'learner' | 'deck'; id: string }) {
  const removed =
    input.kind === 'deck'
      ? await db
          .update(deckCards)
          .set({ retiredAt: new Date(), editedByAdmin: true })
          .where(and(eq(deckCards.id, input.id), isNull(deckCards.retiredAt)))
          .returning({ id: deckCards.id })
      : isUuid(input.id)
        ? await db.delete(userFlashcards).where(eq(userFlashcards.id, input.id)).returning({ id: userFlashcards.id })
        : [];
  if (removed.length === 0) throw notFound(texts.notFound);
  return { success: true as const };
}
