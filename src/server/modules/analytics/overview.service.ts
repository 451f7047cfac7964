import type { SQL } from 'drizzle-orm';
import type { TUsageAnalytics } from '../../../shared/contract/analytics';
import { analyticsCardPeriodDays } from '../../../shared/domain/usage-analytics';
import type { TDatabase } from '../../db/client';
import { readSeries, refreshRollup } from './active-rollup';
import { localMidnight } from './analytics-sql';
import { cards, funnel, type TOverviewInput } from './overview-parts';
import { activeLearnersBetween } from './rollup-sql';

export async function getUsageAnalytics(db: TDatabase, input: TOverviewInput): Promise<TUsageAnalytics> {
  const full = input;
  // The cards look 60 days back and the series and funnel `range` days: one more day for a daylight-saving shift.
  await refreshRollup(db, full.timeZone, full.now, Math.max(full.range, 2 * analyticsCardPeriodDays + 1) + 1);
  // One after the other: PGlite has one connection, and on PostgreSQL these are short.
  const fromRollup = (from: SQL, to: SQL) => activeLearnersBetween(full.timeZone, full.now, from, to);
  const cardFigures = await cards(db, full, fromRollup);
  const series = await readSeries(db, full.timeZone, full.now, localMidnight(full.now, full.timeZone, full.range - 1));
  const funnelFigures = await funnel(db, full, fromRollup);
  return { range: full.range, timeZone: full.timeZone, cards: cardFigures, series, funnel: funnelFigures };
}
