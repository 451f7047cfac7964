// Analytics events and roll-up days past their retention go in the maintenance run, on a controlled clock, and two
// instances pruning at once delete each row once.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsRetentionDays } from '../../../shared/domain/usage-analytics';
import { analyticsEvents, analyticsRollupDays } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { runMaintenance } from '../maintenance/maintenance-worker';
import { pruneAnalytics } from './retention';

const ctx = setupTestApp();
const now = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const rollupRow = (day: string) => ({
  timeZone: 'UTC',
  day,
  fingerprint: 'f',
  checkedAt: now,
  activeLearners: 0,
  signUps: 0,
  purchases: 0,
  revenueCents: 0,
  quizAttempts: 0,
  examAttempts: 0,
  flashcardReviews: 0,
  tutorMessages: 0,
});

const remaining = async () =>
  (await ctx.database.db.select({ at: analyticsEvents.createdAt }).from(analyticsEvents)).map((row) =>
    row.at.getTime(),
  );

describe('analytics retention', () => {
  it('deletes events and kept days older than the retention in the maintenance run, and nothing newer', async () => {
    const db = ctx.database.db;
    const keep = [daysAgo(1), daysAgo(90), daysAgo(analyticsRetentionDays - 0.01)];
    const drop = [daysAgo(analyticsRetentionDays + 0.01), daysAgo(200), daysAgo(400)];
    await db
      .insert(analyticsEvents)
      .values([
        ...keep.map((createdAt) => ({ kind: 'registration' as const, address: '10.0.0.1', createdAt })),
        ...drop.map((createdAt) => ({ kind: 'visit' as const, visitor: 'v', createdAt })),
      ]);
    await db
      .insert(analyticsRollupDays)
      .values([rollupRow('2026-05-30'), rollupRow('2026-02-01'), rollupRow('2025-12-01')]);

    const { prunedAnalytics } = await runMaintenance(db, now);
    expect(prunedAnalytics).toEqual({ events: 3, days: 2 });
    expect((await remaining()).sort()).toEqual(keep.map((at) => at.getTime()).sort());
    expect((await db.select().from(analyticsRollupDays)).map((row) => row.day)).toEqual(['2026-05-30']);
    // A run a day later finds one more event past the retention.
    expect((await pruneAnalytics(db, new Date(now.getTime() + 24 * 60 * 60 * 1000))).events).toBe(1);
  });

  it('splits a backlog between two instances pruning at once, each row deleted once', async () => {
    const db = ctx.database.db;
    await db.execute(sql`delete from analytics_events`);
    await db.execute(sql`
      insert into analytics_events (kind, visitor, created_at)
      select 'visit', 'v' || i, ${daysAgo(100).toISOString()}::timestamptz - make_interval(secs => i)
      from generate_series(1, 12000) i`);
    const [first, second] = await Promise.all([pruneAnalytics(db, now), pruneAnalytics(db, now)]);
    expect(first!.events + second!.events).toBe(12_000);
    expect(await remaining()).toEqual([]);
  });
});
