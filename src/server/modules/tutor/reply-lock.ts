import { and, eq, sql } from 'drizzle-orm';
import { tutorLimits } from '../../../shared/domain/tutor-texts';
import type { TDatabase } from '../../db/client';
import { rateLimitBuckets } from '../../db/schema';

const lockKey = (userId: number) => `tutor-reply:${userId}`;

/**
 * One reply at a time per learner (issue 14), across instances: a row in the shared counters table marks a reply in
 * progress. A row older than the lock's lifetime belongs to a reply that died with its instance and is taken over.
 * Returns the release function, or null while another reply runs.
 */
export async function acquireReplyLock(db: TDatabase, userId: number, now: Date) {
  const staleBefore = sql`${new Date(now.getTime() - tutorLimits.replyLockMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key: lockKey(userId), windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: { windowStartedAt: now, hits: 1 },
      setWhere: sql`${rateLimitBuckets.windowStartedAt} <= ${staleBefore}`,
    })
    .returning();
  if (!row) return null;
  // Only this reply's own row: a lock taken over after it went stale belongs to the newer reply.
  return () =>
    db
      .delete(rateLimitBuckets)
      .where(and(eq(rateLimitBuckets.key, lockKey(userId)), eq(rateLimitBuckets.windowStartedAt, now)))
      .then(() => undefined);
}
