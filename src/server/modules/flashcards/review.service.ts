import { and, asc, count, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { forecastDays, reviewSessionSize, flashcardMessages as texts } from '../../../shared/domain/flashcards';
import { scheduleAnswer, srsDefaults, type TGrade } from '../../../shared/domain/spaced-repetition';
import { studyDayDate, studyDayOf, studyDayStart } from '../../../shared/domain/study-day';
import type { TDatabase } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { flashcardReviews, userFlashcards } from '../../db/schema';
import { conflict } from '../../http-error';
import { presentFlashcards, presentOneFlashcard } from './flashcard-presenter';
import { findOwnCard } from './flashcards.service';
import { cardBeforeAnswer } from './review-undo.service';

/**
 * Records one answer: the card's new schedule and a review-log row, in one transaction with the card locked, so two
 * quick answers cannot both start from the same state. Days are the learner's study days (`timeZone`, null for the
 * fallback zone); `fuzz` seeds Anki's fuzz with the card (off in tests that check Anki's exact intervals). A leech is
 * tagged, Anki's default leech action.
 */
export async function reviewCard(
  db: TDatabase,
  input: { userId: number; id: string; grade: TGrade; now?: Date; timeZone?: string | null; fuzz?: boolean },
) {
  const now = input.now ?? new Date();
  return db.transaction(async (txn) => {
    const tx = txn as TDatabase;
    const card = await findOwnCard(tx, input.userId, input.id, true);
    if (card.isSuspended) throw conflict(texts.suspended);
    const next = scheduleAnswer(card, input.grade, {
      now,
      timeZone: input.timeZone ?? null,
      fuzzCardId: input.fuzz ? card.id : null,
    });
    const tags =
      next.leeched && !card.tags.includes(srsDefaults.leechTag) ? [...card.tags, srsDefaults.leechTag] : card.tags;
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
        tags,
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

/** The starts of the forecast's days after today, as placeholders (day1 ... day6). */
const laterDays = Array.from({ length: forecastDays - 1 }, (_, i) => `day${i + 1}`);
/**
 * A card's forecast day: 0 for today (overdue cards too), else the later study day it falls in. The learner's days
 * are not 24 hours long across a daylight-saving change, so the boundaries come from study-day.ts, not arithmetic.
 */
const dueDayIndex = sql<number>`width_bucket(${userFlashcards.dueAt}, array[${sql.join(
  laterDays.map((name) => sql`${sql.placeholder(name)}::timestamptz`),
  sql`, `,
)}])::int`;

// The queue opens every review session, so its four statements are prepared once per database; the learner and the
// day boundaries are placeholders (timestamps as ISO strings, the way the driver receives them).
const active = and(eq(userFlashcards.userId, sql.placeholder('userId')), eq(userFlashcards.isSuspended, false));
const queueQueries = preparedPerDatabase((db) => ({
  due: db
    .select()
    .from(userFlashcards)
    .where(and(active, ne(userFlashcards.state, 'new'), lt(userFlashcards.dueAt, sql.placeholder('tomorrow'))))
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

/**
 * Today's session: cards due by the end of the learner's study day first, then new cards up to what is left of the
 * daily limit. Days roll over at 4 AM in `timeZone` (null: the fallback zone), as Anki's do.
 */
export async function reviewQueue(db: TDatabase, userId: number, now: Date, timeZone: string | null = null) {
  const { day: today } = studyDayOf(now, timeZone);
  const dayStarts = Array.from({ length: forecastDays + 1 }, (_, day) => studyDayStart(today + day, timeZone));
  const queries = queueQueries(db);
  const params = {
    userId,
    today: dayStarts[0]!.toISOString(),
    tomorrow: dayStarts[1]!.toISOString(),
    forecastEnd: dayStarts[forecastDays]!.toISOString(),
    ...Object.fromEntries(laterDays.map((name, i) => [name, dayStarts[i + 1]!.toISOString()])),
  };
  const [due, [introducedToday], upcoming] = await Promise.all([
    queries.due.execute(params),
    queries.introducedToday.execute(params),
    queries.upcoming.execute(params),
  ]);
  const newLeftToday = Math.max(0, srsDefaults.newCardsPerDay - (introducedToday?.value ?? 0));
  const room = Math.min(newLeftToday, reviewSessionSize - due.length);
  const fresh = room > 0 ? await queries.fresh.execute({ userId, room }) : [];
  const perDay = new Map(upcoming.map((row) => [row.day, row.cards]));
  const forecast = Array.from({ length: forecastDays }, (_, day) => ({
    date: studyDayDate(today + day),
    count: perDay.get(day) ?? 0,
  }));
  return {
    cards: await presentFlashcards(db, [...due, ...fresh]),
    dueToday: forecast[0]!.count,
    newLeftToday,
    forecast,
  };
}
