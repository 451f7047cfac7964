import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TFlashcard, TReviewCard } from '../../../shared/contract/flashcards';
import { flashcardMessages as texts } from '../../../shared/domain/flashcards';
import { grades, srsDefaults } from '../../../shared/domain/spaced-repetition';
import { flashcardReviews, userFlashcards } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { pinnedClock } from '../../test/clock';
import { cookieFor, createUser } from '../../test/factories';
import { nextIntervals, previewContext, withQueuePreviews } from './answer-preview';
import { reviewCard, reviewQueue } from './review.service';
import { cardBeforeAnswer } from './review-undo.service';

// Midday, on a pinned clock: the pinned-clock CI job found that at 03:59 UTC, a minute before the study day's 4 AM
// rollover, the undo test's Again preview is a day, not 10 minutes; these tests are about answers, not the rollover.
const clock = pinnedClock('2026-11-29T12:00:00Z');
const ctx = setupTestApp({}, { clock });
const DAY = 86_400;
const UNDO = '/_api/flashcard/review/undo';

async function learner() {
  const user = await createUser(ctx.database.db, { purchaseStatus: 'completed' });
  return { user, cookie: await cookieFor(ctx.database.db, user, undefined, clock.now()) };
}
const post = (url: string, cookie: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: superjsonBody(payload) });
const create = async (cookie: string, front: string) =>
  readBody<TFlashcard>(await post('/_api/flashcards', cookie, { front, back: `Back of ${front}` }));
/** One answer; the learner then takes a few seconds before the next (undo finds the last answer by its time). */
const answer = async (cookie: string, id: string, grade: string) => {
  const answered = readBody<TReviewCard>(await post('/_api/flashcard/review', cookie, { id, grade }));
  clock.advance(5_000);
  return answered;
};
const rowOf = async (id: string) =>
  (await ctx.database.db.select().from(userFlashcards).where(eq(userFlashcards.id, id)))[0]!;
const logOf = (id: string) => ctx.database.db.select().from(flashcardReviews).where(eq(flashcardReviews.cardId, id));
/** Everything an answer may change on a card (what the log keeps to undo it). */
const scheduleOf = cardBeforeAnswer;

/** A card in review: 4 days, ease 2.5, due at `dueAt`. */
async function reviewCardDue(cookie: string, front: string, dueAt: Date) {
  const card = await create(cookie, front);
  await ctx.database.db
    .update(userFlashcards)
    .set({ state: 'review', intervalDays: 4, ease: 2.5, repetitions: 3, dueAt })
    .where(eq(userFlashcards.id, card.id));
  return card;
}

describe('answer previews', () => {
  it('gives each queued card the interval of each grade, as Anki counts it (<1m, <6m, <10m, 4d for a new card)', async () => {
    const { user, cookie } = await learner();
    const now = new Date('2026-05-10T09:00:00Z');
    const fresh = await create(cookie, 'New card');
    const due = await reviewCardDue(cookie, 'Review card', now);
    const queue = withQueuePreviews(await reviewQueue(ctx.database.db, user.id, now), previewContext(now));
    expect(queue.nextDayAt).toEqual(new Date('2026-05-11T04:00:00Z')); // 4 AM in the fallback zone, UTC
    const byId = new Map(queue.cards.map((card) => [card.id, card.nextIntervals]));
    expect(byId.get(fresh.id)).toEqual({ again: 60, hard: 330, good: 600, easy: 4 * DAY });
    // Hard 4 × 1.2 = 4.8 → 5; Good 4 × 2.5 = 10; Easy 4 × 2.5 × 1.3 = 13; Again relearns for 10 minutes.
    expect(byId.get(due.id)).toEqual({ again: 600, hard: 5 * DAY, good: 10 * DAY, easy: 13 * DAY });

    const served = readBody<{ cards: TReviewCard[]; nextDayAt: Date }>(
      await ctx.app.inject({ method: 'GET', url: '/_api/flashcards/review-queue', headers: { cookie } }),
    );
    expect(served.nextDayAt).toBeInstanceOf(Date);
    // Served with fuzz on: Easy's 4 days become 3 to 5, the same for this card until it is answered.
    expect([3, 4, 5].map((days) => days * DAY)).toContain(
      served.cards.find((card) => card.id === fresh.id)?.nextIntervals.easy,
    );
  });

  it('counts a learning step that reaches the next day in days, like Anki’s maybe_as_days', async () => {
    const { cookie } = await learner();
    const card = await create(cookie, 'Late at night');
    const context = previewContext(new Date('2026-05-11T03:55:00Z')); // 5 minutes before the 4 AM rollover
    // Again (1 minute) stays today; Hard (5.5 minutes) and Good (10 minutes) land tomorrow: "1d".
    expect(nextIntervals(card, context)).toEqual({ again: 60, hard: DAY, good: DAY, easy: 4 * DAY });
  });

  it('equals what each answer then does (fuzz off)', async () => {
    const { user, cookie } = await learner();
    const now = new Date('2026-05-10T09:00:00Z');
    for (const grade of grades) {
      for (const card of [await create(cookie, `New ${grade}`), await reviewCardDue(cookie, `Due ${grade}`, now)]) {
        const [queued] = (await reviewQueue(ctx.database.db, user.id, now)).cards.filter((c) => c.id === card.id);
        const preview = nextIntervals(queued!, previewContext(now))[grade];
        const after = await reviewCard(ctx.database.db, { userId: user.id, id: card.id, grade, now });
        const seconds =
          after.schedule.state === 'review'
            ? after.schedule.intervalDays * DAY
            : (after.schedule.dueAt.getTime() - now.getTime()) / 1000;
        expect({ front: card.front, seconds }).toEqual({ front: card.front, seconds: preview });
      }
    }
  });

  it('answers an answer with the card’s next intervals from then', async () => {
    const { cookie } = await learner();
    const card = await create(cookie, 'Answered again');
    const answered = await answer(cookie, card.id, 'again');
    expect(answered.schedule).toMatchObject({ state: 'learning', step: 0 });
    expect([3, 4, 5].map((days) => days * DAY)).toContain(answered.nextIntervals.easy);
  });
});

describe('undoing an answer', () => {
  it('restores the card exactly and removes the answer from the log, in one call', async () => {
    const { cookie } = await learner();
    const card = await reviewCardDue(cookie, 'Lapsed', new Date(clock.now().getTime() - 2 * DAY * 1000));
    const before = scheduleOf(await rowOf(card.id));
    const lapsed = await answer(cookie, card.id, 'again');
    expect(lapsed.schedule).toMatchObject({ state: 'relearning', lapses: 1 });
    expect(await logOf(card.id)).toHaveLength(1);

    const undone = readBody<TReviewCard>(await post(UNDO, cookie, { id: card.id }));
    expect(undone.schedule).toMatchObject({ state: 'review', intervalDays: 4, lapses: 0, repetitions: 3 });
    expect(undone.nextIntervals.again).toBe(600); // back in review: Again would relearn it again
    expect(scheduleOf(await rowOf(card.id))).toEqual(before);
    expect(await logOf(card.id)).toHaveLength(0);
  });

  it('refuses a second undo of the same answer, and an undo of a card never answered, with a clear 409', async () => {
    const { cookie } = await learner();
    const card = await create(cookie, 'Once');
    const never = await post(UNDO, cookie, { id: card.id });
    expect(never.statusCode).toBe(409);
    expect(never.json().error).toBe(texts.nothingToUndo);
    await answer(cookie, card.id, 'good');
    expect((await post(UNDO, cookie, { id: card.id })).statusCode).toBe(200);
    const twice = await post(UNDO, cookie, { id: card.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(texts.nothingToUndo);
    expect((await rowOf(card.id)).state).toBe('new');
  });

  it('steps back one answer at a time, like Anki: two answers of a card, two undos, then nothing', async () => {
    const { cookie } = await learner();
    const card = await create(cookie, 'Twice');
    const original = scheduleOf(await rowOf(card.id));
    await answer(cookie, card.id, 'again');
    const afterFirst = scheduleOf(await rowOf(card.id));
    await answer(cookie, card.id, 'easy');
    await post(UNDO, cookie, { id: card.id });
    expect(scheduleOf(await rowOf(card.id))).toEqual(afterFirst);
    await post(UNDO, cookie, { id: card.id });
    expect(scheduleOf(await rowOf(card.id))).toEqual(original);
    expect((await post(UNDO, cookie, { id: card.id })).statusCode).toBe(409);
  });

  it('gives today’s new card back to the daily limit', async () => {
    const { user, cookie } = await learner();
    const card = await create(cookie, 'Introduced');
    await answer(cookie, card.id, 'good');
    expect((await reviewQueue(ctx.database.db, user.id, clock.now())).newLeftToday).toBe(
      srsDefaults.newCardsPerDay - 1,
    );
    await post(UNDO, cookie, { id: card.id });
    expect((await reviewQueue(ctx.database.db, user.id, clock.now())).newLeftToday).toBe(srsDefaults.newCardsPerDay);
  });

  it('refuses once the card changed after the answer (an edit, a suspension)', async () => {
    const { cookie } = await learner();
    const card = await create(cookie, 'Edited later');
    await answer(cookie, card.id, 'again');
    await post('/_api/flashcard/update', cookie, { id: card.id, back: 'A better back' });
    const refused = await post(UNDO, cookie, { id: card.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(texts.changedSinceAnswer);
    expect((await rowOf(card.id)).state).toBe('learning');
    expect(await logOf(card.id)).toHaveLength(1);
  });

  it('is the learner’s own: another learner gets 404 and changes nothing; bad ids get 4xx', async () => {
    const owner = await learner();
    const other = await learner();
    const card = await create(owner.cookie, 'Mine');
    await answer(owner.cookie, card.id, 'again');
    const stolen = await post(UNDO, other.cookie, { id: card.id });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error).toBe(texts.notFound);
    expect((await rowOf(card.id)).state).toBe('learning');
    expect((await post(UNDO, owner.cookie, { id: 'not-a-uuid' })).statusCode).toBe(404);
    expect((await post(UNDO, owner.cookie, {})).statusCode).toBe(400);
    expect((await post(UNDO, owner.cookie, { id: card.id, extra: 1 })).statusCode).toBe(400);
  });

  it('needs a signed-in learner with access: anonymous 401, a student without the kit 403', async () => {
    const { cookie } = await learner();
    const card = await create(cookie, 'Guarded');
    const anonymous = await ctx.app.inject({ method: 'POST', url: UNDO, payload: superjsonBody({ id: card.id }) });
    expect(anonymous.statusCode).toBe(401);
    const student = await createUser(ctx.database.db);
    const refused = await post(UNDO, await cookieFor(ctx.database.db, student, undefined, clock.now()), {
      id: card.id,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('cannot undo an answer logged before undo existed', async () => {
    const { cookie } = await learner();
    const card = await create(cookie, 'Old answer');
    await answer(cookie, card.id, 'good');
    await ctx.database.db
      .update(flashcardReviews)
      .set({ cardBefore: null })
      .where(eq(flashcardReviews.cardId, card.id));
    expect((await post(UNDO, cookie, { id: card.id })).json().error).toBe(texts.nothingToUndo);
  });
});
