import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TClock } from '../../clock';
import type { TDatabase } from '../../db/client';
import { rateLimitBuckets } from '../../db/schema';
import { pruneAnalytics } from '../analytics/retention';
import { pruneExpiredRegistrations } from '../auth/registration.service';
import { releaseExpiredCheckouts } from '../discounts/discount-rules.service';
import { createPollingLoop } from '../jobs/polling-loop';
import { closeExpiredExams } from '../quizzes/exam.service';
import { dropAbandonedQuizzes } from '../quizzes/quiz.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Housekeeping that must happen even when nobody calls the API: unpaid checkouts expire, exams whose time ran out
 * are closed and scored, quizzes abandoned a month ago, old counters, analytics events past their retention and
 * sign-ups whose link expired go.
 */
export async function runMaintenance(db: TDatabase, now: Date) {
  const expiredCheckouts = await releaseExpiredCheckouts(db, now);
  const closedExams = await closeExpiredExams(db, now);
  const droppedQuizzes = await dropAbandonedQuizzes(db, now);
  // Every rate-limit window is shorter than a day, so older buckets count nothing any more.
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStartedAt, new Date(now.getTime() - DAY_MS)));
  const prunedAnalytics = await pruneAnalytics(db, now);
  const expiredSignUps = await pruneExpiredRegistrations(db, now);
  return { expiredCheckouts, closedExams, droppedQuizzes, prunedAnalytics, expiredSignUps };
}

/**
 * Fresh planner statistics for the tables read page by page (db/batches.ts). PostgreSQL's autovacuum daemon keeps
 * them; PGlite has none, and without statistics its planner read every one of a learner's 20,000 cards for each page
 * of an export where an index scan reads a hundred. Only these tables: on PGlite each ANALYZE holds the request
 * thread, and the search tables' statistics (tsvector) cost seconds.
 */
export const pagedTables = ['user_flashcards', 'flashcard_reviews'] as const;
export async function analyzeTables(db: TDatabase) {
  for (const table of pagedTables) await db.execute(sql.raw(`analyze ${table}`));
}

/**
 * Runs the housekeeping every minute, first at start, and with `analyzeEveryMs` (the embedded database) refreshes the
 * planner's statistics that often, first at start; returns a function that stops it after a run in progress.
 */
export function startMaintenance(
  db: TDatabase,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  clock: TClock,
  intervalMs = 60_000,
  analyzeEveryMs?: number,
) {
  let analyzedAt: number | null = null;
  const run = async () => {
    const result = await runMaintenance(db, clock.now());
    const now = clock.now().getTime();
    if (analyzeEveryMs && (analyzedAt === null || now - analyzedAt >= analyzeEveryMs)) {
      await analyzeTables(db);
      analyzedAt = now;
    }
    return result;
  };
  const loop = createPollingLoop(run, {
    pollIntervalMs: intervalMs,
    log,
    name: 'maintenance',
  });
  loop.start();
  return () => loop.stop();
}
