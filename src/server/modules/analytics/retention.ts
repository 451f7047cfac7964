import { sql } from 'drizzle-orm';
import { analyticsRetentionDays } from '../../../shared/domain/usage-analytics';
import type { TDatabase } from '../../db/client';
import { rowsOf } from '../knowledge/sql-rows';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per delete: short transactions, so a backlog (the first run on a year of events) never holds locks long. */
const BATCH = 5_000;
/** At most this many batches a run; the maintenance loop comes back a minute later for the rest. */
const MAX_BATCHES = 20;

/**
 * Deletes analytics events and roll-up days older than `analyticsRetentionDays` (decision 025): nothing the
 * page shows reaches further back, and the events hold addresses. Runs in the maintenance loop of every instance;
 * `skip locked` hands concurrent runs disjoint batches, so no row is deleted twice and no run waits for another.
 */
export async function pruneAnalytics(db: TDatabase, now: Date) {
  const cutoff = new Date(now.getTime() - analyticsRetentionDays * DAY_MS);
  let events = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const deleted = rowsOf<{ id: number }>(
      await db.execute(sql`
        delete from analytics_events where id in (
          select id from analytics_events where created_at < ${cutoff.toISOString()}::timestamptz
          order by created_at limit ${BATCH} for update skip locked)
        returning id`),
    ).length;
    events += deleted;
    if (deleted < BATCH) break;
  }
  // A kept day is a local date in some zone: one day more than the events keeps every zone's day whole.
  const cutoffDay = new Date(cutoff.getTime() - DAY_MS).toISOString().slice(0, 10);
  const days = rowsOf<{ day: string }>(
    await db.execute(sql`delete from analytics_rollup_days where day < ${cutoffDay}::date returning day`),
  ).length;
  await db.execute(sql`delete from analytics_active_days where day < ${cutoffDay}::date`);
  await db.execute(sql`delete from analytics_review_bursts where day < ${cutoffDay}::date`);
  return { events, days };
}
