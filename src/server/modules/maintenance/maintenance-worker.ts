import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TClock } from '../../clock';
import type { TDatabase } from '../../db/client';
import { rateLimitBuckets } from '../../db/schema';
import { pruneAnalytics } from '../analytics/retention';
import { releaseExpiredCheckouts } from '../discounts/discount-rules.service';
import { createPollingLoop } from '../jobs/polling-loop';
import { closeExpiredExams } from '../quizzes/exam.service';
import { dropAbandonedQuizzes } from '../quizzes/quiz.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Housekeeping that must happen even when nobody calls the API: unpaid checkouts expire, exams whose time ran out
 * are closed and scored, quizzes abandoned a month ago, old counters and analytics events past their retention go.
 */
export async function runMaintenance(db: TDatabase, now: Date) {
  const expiredCheckouts = await releaseExpiredCheckouts(db, now);
  const closedExams = await closeExpiredExams(db, now);
  const droppedQuizzes = await dropAbandonedQuizzes(db, now);
  // Every rate-limit window is shorter than a day, so older buckets count nothing any more.
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStartedAt, new Date(now.getTime() - DAY_MS)));
  const prunedAnalytics = await pruneAnalytics(db, now);
  return { expiredCheckouts, closedExams, droppedQuizzes, prunedAnalytics };
}

/** Runs the housekeeping every minute, first at start; returns a function that stops it after a run in progress. */
export function startMaintenance(
  db: TDatabase,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  clock: TClock,
  intervalMs = 60_000,
) {
  const loop = createPollingLoop(() => runMaintenance(db, clock.now()), {
    pollIntervalMs: intervalMs,
    log,
    name: 'maintenance',
  });
  loop.start();
  return () => loop.stop();
}
