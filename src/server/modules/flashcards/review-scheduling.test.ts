import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TFlashcard, TReviewCard } from '../../../shared/contract/flashcards';
import { grades, srsDefaults } from '../../../shared/domain/spaced-repetition';
import { userFlashcards, users } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { reviewQueue } from './review.service';

const ctx = setupTestApp();
const DAY = 86_400;
const QUEUE = '/_api/flashcards/review-queue';
type TQueue = { cards: TReviewCard[]; nextDayAt: Date; dueToday: number; forecast: { date: string; count: number }[] };

async function learner(timezone: string | null = null) {
  const user = await createUser(ctx.database.db, { purchaseStatus: 'completed' });
  if (timezone) await ctx.database.db.update(users).set({ timezone }).where(eq(users.id, user.id));
  return { user, cookie: await cookieFor(ctx.database.db, user) };
}
const post = (url: string, cookie: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: superjsonBody(payload) });
const create = async (cookie: string, front: string) =>
  readBody<TFlashcard>(await post('/_api/flashcards', cookie, { front, back: `Back of ${front}` }));
const queueOf = async (cookie: string) =>
  readBody<TQueue>(await ctx.app.inject({ method: 'GET', url: QUEUE, headers: { cookie } }));
const setCard = (id: string, fields: Partial<typeof userFlashcards.$inferInsert>) =>
  ctx.database.db.update(userFlashcards).set(fields).where(eq(userFlashcards.id, id));

describe('the grade buttons the product serves (fuzz on)', () => {
  it('show what each answer then does, and stay the same until the card is answered', async () => {
    const { cookie } = await learner();
    const ids: string[] = [];
    for (const [i, interval] of [0, 0, 0, 0, 1, 3, 8, 15, 40, 120, 400, 20_000].entries()) {
      const card = await create(cookie, `Card ${i}`);
      if (interval)
        await setCard(card.id, { state: 'review', intervalDays: interval, ease: 2.1 + i / 20, dueAt: new Date() });
      ids.push(card.id);
    }
    const first = await queueOf(cookie);
    expect((await queueOf(cookie)).cards.map((c) => c.nextIntervals)).toEqual(first.cards.map((c) => c.nextIntervals));
    for (const [i, id] of ids.entries()) {
      const shown = first.cards.find((card) => card.id === id)!.nextIntervals;
      const grade = grades[i % 4]!;
      const before = Date.now();
      const answered = readBody<TReviewCard>(await post('/_api/flashcard/review', cookie, { id, grade }));
      const after = Date.now();
      if (answered.schedule.state === 'review') {
        expect({ id, grade, seconds: answered.schedule.intervalDays * DAY }).toEqual({
          id,
          grade,
          seconds: shown[grade],
        });
      } else if (shown[grade] < DAY) {
        // A learning step: the button shows the step; the answer adds Anki's step fuzz (up to 25%, 5 minutes at most).
        const due = answered.schedule.dueAt.getTime();
        expect(due).toBeGreaterThanOrEqual(before + shown[grade] * 1000 - 1000);
        expect(due).toBeLessThan(after + shown[grade] * 1250);
      }
    }
  });
});

describe('leeches', () => {
  it('tags the card “leech” at the 8th lapse and keeps it in review; undo takes the tag back', async () => {
    const { cookie } = await learner();
    const card = await create(cookie, 'Hard to remember');
    await setCard(card.id, { state: 'review', intervalDays: 5, lapses: 7, dueAt: new Date(), tags: ['Core'] });
    const lapsed = readBody<TReviewCard>(await post('/_api/flashcard/review', cookie, { id: card.id, grade: 'again' }));
    expect(lapsed).toMatchObject({ tags: ['Core', srsDefaults.leechTag], isSuspended: false });
    expect(lapsed.schedule).toMatchObject({ state: 'relearning', lapses: 8 });
    const undone = readBody<TReviewCard>(await post('/_api/flashcard/review/undo', cookie, { id: card.id }));
    expect(undone).toMatchObject({ tags: ['Core'], isSuspended: false });
  });

  it('does not tag the 9th to 11th lapses, tags the 12th once more without a duplicate tag', async () => {
    const { cookie } = await learner();
    const card = await create(cookie, 'Still hard');
    const lapseAt = async (lapses: number, tags: string[]) => {
      await setCard(card.id, { state: 'review', intervalDays: 5, lapses, dueAt: new Date(), tags });
      return readBody<TReviewCard>(await post('/_api/flashcard/review', cookie, { id: card.id, grade: 'again' })).tags;
    };
    expect(await lapseAt(8, [])).toEqual([]);
    expect(await lapseAt(10, [])).toEqual([]);
    expect(await lapseAt(11, [])).toEqual(['leech']);
    expect(await lapseAt(11, ['leech'])).toEqual(['leech']);
  });
});

describe('the learner’s study day', () => {
  it('counts due cards, the forecast and new cards in the learner’s zone, rolling over at 4 AM there', async () => {
    const { user, cookie } = await learner('America/Chicago');
    const card = await create(cookie, 'Due at 4:30 AM Chicago');
    // 2026-05-10 04:30 in Chicago (UTC-5): the Chicago study day of May 10, but still May 9 there at 08:00 UTC.
    await setCard(card.id, { state: 'review', intervalDays: 3, dueAt: new Date('2026-05-10T09:30:00Z') });
    const at3am = new Date('2026-05-10T08:00:00Z');
    const chicago = await reviewQueue(ctx.database.db, user.id, at3am, 'America/Chicago');
    expect(chicago.dueToday).toBe(0);
    expect(chicago.forecast.slice(0, 2)).toEqual([
      { date: '2026-05-09', count: 0 },
      { date: '2026-05-10', count: 1 },
    ]);
    const utc = await reviewQueue(ctx.database.db, user.id, at3am, null);
    expect(utc.dueToday).toBe(1);
    expect(utc.forecast[0]).toEqual({ date: '2026-05-10', count: 1 });
    const at5am = await reviewQueue(ctx.database.db, user.id, new Date('2026-05-10T10:00:00Z'), 'America/Chicago');
    expect(at5am.dueToday).toBe(1);
  });

  it('serves the learner’s next day start at 4 AM in their zone', async () => {
    const { cookie } = await learner('Asia/Kolkata');
    const { nextDayAt } = await queueOf(cookie);
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kolkata',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }).format(nextDayAt);
    expect(local).toBe('04:00');
    expect(nextDayAt.getTime() - Date.now()).toBeGreaterThan(0);
    expect(nextDayAt.getTime() - Date.now()).toBeLessThanOrEqual(DAY * 1000);
  });

  it('gives a review card’s due at the start of its study day in the learner’s zone', async () => {
    const { cookie } = await learner('America/Chicago');
    const card = await create(cookie, 'Graduates');
    const answered = readBody<TReviewCard>(
      await post('/_api/flashcard/review', cookie, { id: card.id, grade: 'easy' }),
    );
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }).format(answered.schedule.dueAt);
    expect(local).toBe('04:00');
  });
});
