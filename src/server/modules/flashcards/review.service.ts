import { and, asc, count, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import { forecastDays, reviewSessionSize, flashcardMessages as texts } from '../../../shared/domain/flashcards';
import { scheduleAnswer, srsDefaults, type TGrade } from '../../../shared/domain/spaced-repetition';
import type { TDatabase } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { flashcardReviews, userFlashcards } from '../../db/schema';
import { conflict } from '../../http-error';
import { presentFlashcards, presentOneFlashcard } from './flashcard-presenter';
import { findOwnCard } from './flashcards.service';
import { cardBeforeAnswer } from './review-undo.service';

const DAY = 24 * 60 * 60 * 1000;
// Days are counted in UTC, like Anki's day boundary set to midnight UTC.
const startOfDay = (now: Date) => new Date(Math.floor(now.getTime() / DAY) * DAY);

/**
 * Records one answer: the card's new schedule and a review-log row, in one transaction with the card locked, so two
 * quick answers cannot both start from the same state. `random` is the fuzz source (none in tests).
 */
export async function reviewCard(
  db: TDatabase,
  input: { userId: number; id: string; grade: TGrade; now?: Date; random?: () => number },
) {
  const now = input.now ?? new Date();
  return db.transaction(async (txn) => {
    const tx = txn as TDatabase;
    const card = await findOwnCard(tx, input.userId, input.id, true);
    if (card.isSuspended) throw conflict(texts.suspended);
    const next = scheduleAnswer({ ...card, suspended: card.isSuspended }, input.grade, now, input.random);
    const [row] = await tx
      .update(userFlashcards)
      .set({
        state: next.state,
        dueAt: next.dueAt,
        intervalDays: next.intervalDays,
        ease: next.ease,
        repetitions: next.repetitions,
        lapses: next.lapses,
        step: next.step,
        isSuspended: next.suspended,
        updatedAt: now,
      })
      .where(eq(userFlashcards.id, card.id))
      .returning();
    await tx.insert(flashcardReviews).values({
      cardId: card.id,
      userId: input.userId,
      grade: input.grade,
      stateBefore: card.state,
      intervalDays: next.intervalDays,
      ease: next.ease,
      dueAt: next.dueAt,
      reviewedAt: now,
      cardBefore: cardBeforeAnswer(card),
    });
    return presentOneFlashcard(tx, row!);
  });
}

/** Whole days from the start of today to a card's due time; overdue cards count for today (day 0). */
const dueDayIndex = sql<number>`greatest(floor(extract(epoch from (${userFlashcards.dueAt} - ${sql.placeholder('today')}::timestamptz)) / 86400), 0)::int`;

// The queue opens every review session, so its four statements are prepared once per database; the learner and the
// day boundaries are placeholders (timestamps as ISO strings, the way the driver receives them).
const active = and(eq(userFlashcards.userId, sql.placeholder('userId')), eq(userFlashcards.isSuspended, false));
const queueQueries = preparedPerDatabase((db) => ({
  due: db
    .select()
    .from(userFlashcards)
    .where(and(active, ne(userFlashcards.state, 'new'), lte(userFlashcards.dueAt, sql.placeholder('endOfToday'))))
    .orderBy(asc(userFlashcards.dueAt))
    .limit(reviewSessionSize)
    .prepare('review_queue_due'),
  introducedToday: db
    .select({ value: count() })
    .from(flashcardReviews)
    .where(
      and(
        eq(flashcardReviews.userId, sql.placeholder('userId')),
        eq(flashcardReviews.stateBefore, 'new'),
        gte(flashcardReviews.reviewedAt, sql.placeholder('today')),
      ),
    )
    .prepare('review_queue_introduced_today'),
  // Counted per day in the database: a big deck has thousands of cards due this week, the answer has 8 rows.
  upcoming: db
    .select({ day: dueDayIndex, cards: count() })
    .from(userFlashcards)
    .where(and(active, ne(userFlashcards.state, 'new'), lt(userFlashcards.dueAt, sql.placeholder('forecastEnd'))))
    .groupBy(sql`1`)
    .prepare('review_queue_upcoming'),
  fresh: db
    .select()
    .from(userFlashcards)
    .where(and(active, eq(userFlashcards.state, 'new')))
    .orderBy(asc(userFlashcards.createdAt), asc(userFlashcards.id))
    .limit(sql.placeholder('room'))
    .prepare('review_queue_fresh'),
}));

/** Today's session: cards due by the end of the day first, then new cards up to what is left of the daily limit. */
export async function reviewQueue(db: TDatabase, userId: number, now = new Date()) {
  const today = startOfDay(now);
  const queries = queueQueries(db);
  const day = {
    userId,
    today: today.toISOString(),
    endOfToday: new Date(today.getTime() + DAY).toISOString(),
    forecastEnd: new Date(today.getTime() + forecastDays * DAY).toISOString(),
  };
  const [due, [introducedToday], upcoming] = await Promise.all([
    queries.due.execute(day),
    queries.introducedToday.execute(day),
    queries.upcoming.execute(day),
  ]);
  const newLeftToday = Math.max(0, srsDefaults.newCardsPerDay - (introducedToday?.value ?? 0));
  const room = Math.min(newLeftToday, reviewSessionSize - due.length);
  const fresh = room > 0 ? await queries.fresh.execute({ userId, room }) : [];
  const perDay = new Map(upcoming.map((row) => [row.day, row.cards]));
  const forecast = Array.from({ length: forecastDays }, (_, day) => ({
    date: new Date(today.getTime() + day * DAY).toISOString().slice(0, 10),
    count: perDay.get(day) ?? 0,
  }));
  return {
    cards: await presentFlashcards(db, [...due, ...fresh]),
    dueToday: forecast[0]!.count,
    newLeftToday,
    forecast,
  };
}
