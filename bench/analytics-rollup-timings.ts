// The roll-up's slow paths (decision 025), timed in the bench's own process by calling the service: the
// first view of 90 days with nothing rolled up, a view when every kept day is due its check, and the direct query
// the roll-up replaced, on the same rows.
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../src/server/db/client';
import { getUsageAnalytics } from '../src/server/modules/analytics/overview.service';
import { getUsageAnalyticsDirect } from '../src/server/modules/analytics/overview-direct';
import type { TBenchRow } from './bench-kit';

const input = { range: 90, timeZone: 'America/Chicago', now: new Date() };

export const clearRollup = async (db: TDatabase) => {
  await db.execute(sql`delete from analytics_active_days`);
  await db.execute(sql`delete from analytics_review_bursts`);
  await db.execute(sql`delete from analytics_rollup_days`);
};

async function timeRow(name: string, samples: number, before: () => Promise<unknown>, call: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    await before();
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.floor(q * (times.length - 1))]! * 10) / 10;
  return { name, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) } satisfies TBenchRow;
}

export async function timeRollupPaths(db: TDatabase, samples: number): Promise<TBenchRow[]> {
  const view = () => getUsageAnalytics(db, input);
  return [
    await timeRow('overview, 90 days, nothing rolled up (first view)', samples, () => clearRollup(db), view),
    await timeRow(
      'overview, 90 days, every kept day due its check',
      samples,
      () => db.execute(sql`update analytics_rollup_days set checked_at = 'epoch'`),
      view,
    ),
    await timeRow(
      'overview, 90 days, direct query (no roll-up)',
      samples,
      async () => {},
      () => getUsageAnalyticsDirect(db, input),
    ),
  ];
}
