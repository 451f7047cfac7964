// The roll-up (decision 025) against the direct query over the same seeded rows: several zones (half-hour and
// 45-minute offsets, a daylight-saving change inside the range), refunds, a late row, a deleted row, an erased
// account. Every figure must be exactly the direct query's.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rollupRecheckMinutes } from '../../../shared/domain/usage-analytics';
import { flashcardReviews, lessonProgress, users } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { deleteAccount } from '../account/account.service';
import { listAbuseFlags } from './abuse.service';
import { refreshRollup } from './active-rollup';
import { addAttempt, addPurchase, addReviews, addTutorMessages } from './analytics-test-data';
import { getUsageAnalytics } from './overview.service';
import { getUsageAnalyticsDirect } from './overview-direct';

const ctx = setupTestApp();
// Chicago changed to standard time on 2 November 2025 and New Zealand (Chatham) to daylight time on 28 September.
const now = new Date('2025-11-20T15:17:00Z');
const hour = 60 * 60 * 1000;
const zones = ['America/Chicago', 'Asia/Kolkata', 'Pacific/Chatham', 'UTC', 'Australia/Lord_Howe'];
const learnerIds: number[] = [];

/** A small deterministic generator, so the data set is the same on every run and engine. */
function* moments(seed: number, count: number, spanHours: number) {
  let x = seed;
  for (let i = 0; i < count; i++) {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield new Date(now.getTime() - (x % (spanHours * 60)) * 60_000 - 1000);
  }
}

beforeAll(async () => {
  const db = ctx.database.db;
  for (let i = 0; i < 12; i++) {
    const user = await createUser(db);
    const [createdAt] = [...moments(i + 1, 1, 110 * 24)];
    await db.update(users).set({ createdAt }).where(eq(users.id, user.id));
    learnerIds.push(user.id);
    await addReviews(db, user.id, [...moments(i + 100, 25, 100 * 24)]);
    for (const startedAt of moments(i + 200, 4, 95 * 24)) {
      await addAttempt(db, user.id, startedAt, { mode: i % 2 ? 'exam' : 'quiz', closed: true });
    }
    await addTutorMessages(db, user.id, [...moments(i + 300, 6, 92 * 24)]);
    const lessons = [...moments(i + 400, 3, 91 * 24)];
    await db.insert(lessonProgress).values(
      lessons.map((completedAt, n) => ({
        userId: user.id,
        lessonId: `lesson-${n}`,
        completedAt,
        how: 'read' as const,
      })),
    );
    const [paidAt] = [...moments(i + 500, 1, 80 * 24)];
    if (i % 3 === 0)
      await addPurchase(db, user.id, paidAt!, 4900, i % 6 === 0 ? new Date(paidAt!.getTime() + 50 * hour) : null);
  }
});

async function expectSameFigures(at: Date) {
  for (const timeZone of zones) {
    for (const range of [7, 30, 90]) {
      const direct = await getUsageAnalyticsDirect(ctx.database.db, { range, timeZone, now: at });
      const fast = await getUsageAnalytics(ctx.database.db, { range, timeZone, now: at });
      expect(fast, `${timeZone}, ${range} days`).toEqual(direct);
    }
  }
}

const burst = (start: Date, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(start.getTime() + i * 1500));

describe('the daily roll-up', () => {
  it('adds up review bursts of kept days and of today, at the rule threshold', async () => {
    const db = ctx.database.db;
    const learner = await createUser(db);
    // 35 grades in one minute ten days ago (a kept day), 31 today, and 29 five days ago (under the threshold).
    await addReviews(db, learner.id, burst(new Date('2025-11-10T18:00:00Z'), 35));
    await addReviews(db, learner.id, burst(new Date('2025-11-15T18:00:00Z'), 29));
    await addReviews(db, learner.id, burst(new Date('2025-11-20T15:00:00Z'), 31));
    for (const timeZone of ['America/Chicago', 'Asia/Kolkata']) {
      for (let view = 0; view < 2; view++) {
        const flags = await listAbuseFlags(db, { range: 30, timeZone, now });
        const flag = flags.find((f) => f.kind === 'review_burst' && f.user?.id === learner.id);
        expect(flag, `${timeZone}, view ${view + 1}`).toMatchObject({ count: 66 });
      }
    }
    const week = await listAbuseFlags(db, { range: 7, timeZone: 'UTC', now });
    expect(week.find((f) => f.kind === 'review_burst' && f.user?.id === learner.id)).toMatchObject({ count: 31 });
    await deleteAccount(db, learner.id);
    const after = await listAbuseFlags(db, { range: 30, timeZone: 'America/Chicago', now });
    expect(after.some((f) => f.user?.id === learner.id)).toBe(false);
  });

  it('gives exactly the direct query figures in every zone and range, cold and warm', async () => {
    await expectSameFigures(now);
    // Warm: every settled day now comes from the roll-up, and nothing is due a check.
    expect(await refreshRollup(ctx.database.db, 'America/Chicago', now, 91)).toBe(0);
    await expectSameFigures(now);
    const direct = await getUsageAnalyticsDirect(ctx.database.db, { range: 90, timeZone: 'UTC', now });
    expect(direct.series.some((day) => day.revenueCents < 0)).toBe(true);
    expect(direct.series.reduce((sum, day) => sum + day.activeLearners, 0)).toBeGreaterThan(100);
  });

  it('answers the two calls of the page made at once on an empty roll-up, as the direct query does', async () => {
    const db = ctx.database.db;
    await db.execute(sql`delete from analytics_active_days`);
    await db.execute(sql`delete from analytics_review_bursts`);
    await db.execute(sql`delete from analytics_rollup_days`);
    const input = { range: 90, timeZone: 'America/Chicago', now };
    const [fast] = await Promise.all([
      getUsageAnalytics(db, input),
      listAbuseFlags(db, input),
      getUsageAnalytics(db, { ...input, range: 7 }),
      listAbuseFlags(db, { ...input, range: 30 }),
    ]);
    expect(fast).toEqual(await getUsageAnalyticsDirect(db, input));
  });

  it('computes a closed day again when its rows change, at the next check', async () => {
    const db = ctx.database.db;
    const closedDay = new Date(now.getTime() - 20 * 24 * hour);
    // A late row and a deleted one on closed days.
    await addReviews(db, learnerIds[0]!, [closedDay]);
    const [oldest] = await db
      .select()
      .from(flashcardReviews)
      .where(eq(flashcardReviews.userId, learnerIds[1]!))
      .limit(1);
    await db.delete(flashcardReviews).where(eq(flashcardReviews.id, oldest!.id));
    const later = new Date(now.getTime() + (rollupRecheckMinutes + 1) * 60_000);
    await expectSameFigures(later);
  });

  it('drops an erased learner from every kept day at the next view', async () => {
    const db = ctx.database.db;
    await expectSameFigures(now);
    await deleteAccount(db, learnerIds[2]!);
    // No time passes: the erasure itself makes the kept days due their check.
    await expectSameFigures(now);
  });
});
