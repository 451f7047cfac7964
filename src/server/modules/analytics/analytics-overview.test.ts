// The figures of the usage analytics page on a fixed clock: which local day each event lands on, revenue with
// refunds netted, the cards against their previous period, and the funnel.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, users } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { addAttempt, addPurchase, addReviews, addTutorMessages } from './analytics-test-data';
import { getUsageAnalytics } from './overview.service';

const ctx = setupTestApp();
// 07:00 in Chicago (daylight time since 9 March: UTC-5).
const now = new Date('2025-03-15T12:00:00Z');
const t = (iso: string) => new Date(iso);

async function userCreatedAt(createdAt: Date, role: 'student' | 'admin' = 'student') {
  const user = await createUser(ctx.database.db, { role });
  await ctx.database.db.update(users).set({ createdAt }).where(eq(users.id, user.id));
  return user;
}

beforeAll(async () => {
  const db = ctx.database.db;
  const a = await userCreatedAt(t('2025-01-01T12:00:00Z'));
  const b = await userCreatedAt(t('2025-03-10T14:00:00Z'));
  const c = await userCreatedAt(t('2025-01-20T12:00:00Z'));
  const d = await userCreatedAt(t('2025-03-11T15:00:00Z'));
  const e = await userCreatedAt(t('2025-01-02T12:00:00Z'));
  // 04:30 UTC on the 15th is 23:30 on the 14th in Chicago; 05:30 UTC is 00:30 on the 15th.
  await addReviews(db, a.id, [t('2025-03-15T04:30:00Z'), t('2025-03-15T05:30:00Z'), t('2025-03-08T12:00:00Z')]);
  await addAttempt(db, a.id, t('2025-03-13T15:00:00Z'));
  await addAttempt(db, a.id, t('2025-03-13T16:00:00Z'), { mode: 'exam', closed: true });
  await addAttempt(db, a.id, t('2025-01-05T16:00:00Z'), { mode: 'exam', closed: true });
  await addTutorMessages(db, a.id, [t('2025-03-12T18:00:00Z'), t('2025-03-12T18:01:00Z'), t('2025-03-12T18:02:00Z')]);
  // The same month-to-date stretch of February (1st to the 15th, 07:00), and one message after it.
  await addTutorMessages(db, e.id, [t('2025-02-10T12:00:00Z'), t('2025-02-10T13:00:00Z'), t('2025-02-20T12:00:00Z')]);
  await addReviews(db, e.id, [t('2025-02-01T12:00:00Z')]);
  await addPurchase(db, b.id, t('2025-03-10T15:00:00Z'), 4900);
  await addPurchase(db, c.id, t('2025-02-01T15:00:00Z'), 4900, t('2025-03-11T15:00:00Z'));
  await addPurchase(db, d.id, t('2025-03-11T16:00:00Z'), 3900);
  await addReviews(db, d.id, [t('2025-03-12T15:00:00Z')]);
  await db.insert(analyticsEvents).values(
    ['v1', 'v2', 'v3', 'v1'].map((visitor) => ({
      kind: 'visit' as const,
      visitor,
      createdAt: t('2025-03-12T10:00:00Z'),
    })),
  );
});

describe('usage analytics figures', () => {
  it('puts each event on its local day in the admin time zone', async () => {
    const result = await getUsageAnalytics(ctx.database.db, { range: 7, timeZone: 'America/Chicago', now });
    expect(result.series.map((row) => row.day)).toEqual([
      '2025-03-09',
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
      '2025-03-15',
    ]);
    const day = (d: string) => result.series.find((row) => row.day === d)!;
    expect(day('2025-03-14')).toMatchObject({ flashcardReviews: 1, activeLearners: 1 });
    expect(day('2025-03-15')).toMatchObject({ flashcardReviews: 1, activeLearners: 1 });
    expect(day('2025-03-13')).toMatchObject({ quizAttempts: 1, examAttempts: 1, activeLearners: 1 });
    expect(day('2025-03-12')).toMatchObject({ tutorMessages: 3, flashcardReviews: 1, activeLearners: 2 });
    expect(day('2025-03-10')).toMatchObject({ signUps: 1, purchases: 1, revenueCents: 4900 });
    // A 39.00 sale and a 49.00 refund (of a February sale) on the same day.
    expect(day('2025-03-11')).toMatchObject({ signUps: 1, purchases: 1, revenueCents: -1000 });
    expect(result.series.reduce((sum, row) => sum + row.flashcardReviews, 0)).toBe(3);
  });

  it('moves the day boundary with the zone', async () => {
    const utc = await getUsageAnalytics(ctx.database.db, { range: 7, timeZone: 'UTC', now });
    expect(utc.series.at(-1)).toMatchObject({ day: '2025-03-15', flashcardReviews: 2 });
    expect(utc.series.find((row) => row.day === '2025-03-14')!.flashcardReviews).toBe(0);
    // Range 7 in UTC starts on the 9th: the review of the 8th is outside either way.
    expect(utc.series).toHaveLength(7);
  });

  it('compares each card with its previous period', async () => {
    const { cards } = await getUsageAnalytics(ctx.database.db, { range: 30, timeZone: 'America/Chicago', now });
    expect(cards.totalUsers).toEqual({ value: 5, previous: 3 });
    // Active in the last 30 days (from 13 February): a, d and e (a message on the 20th); before that: e alone.
    expect(cards.activeUsers).toEqual({ value: 3, previous: 1 });
    expect(cards.tutorMessages).toEqual({ value: 3, previous: 2 });
    expect(cards.examsCompleted).toEqual({ value: 2, previous: 1 });
  });

  it('counts the funnel over the range', async () => {
    const { funnel } = await getUsageAnalytics(ctx.database.db, { range: 7, timeZone: 'America/Chicago', now });
    expect(funnel).toEqual({ visitors: 3, registered: 2, purchased: 2, active: 1 });
    const wider = await getUsageAnalytics(ctx.database.db, { range: 90, timeZone: 'America/Chicago', now });
    // c registered in January and was refunded: registered, not a buyer.
    expect(wider.funnel).toMatchObject({ registered: 5, purchased: 2 });
    expect(wider.series).toHaveLength(90);
  });
});
