import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { rateLimits, type TRateLimitRule } from '../../../shared/domain/limits';
import { serverMessages } from '../../../shared/domain/messages';
import type { TDatabase } from '../../db/client';
import { rateLimitBuckets } from '../../db/schema';
import { HttpError } from '../../http-error';

/** Keys may name an account: hash them so the table holds no e-mail addresses. */
export const rateLimitKey = (scope: string, subject: string) =>
  `${scope}:${createHash('sha256').update(subject.toLowerCase()).digest('hex').slice(0, 32)}`;

/**
 * Counts one hit in a fixed window and returns the window's hits so far, with when the window ends. One upsert, so
 * concurrent requests on any instance are counted exactly.
 */
export async function countRateLimitHit(db: TDatabase, key: string, rule: TRateLimitRule, now: Date) {
  // Raw SQL fragments get ISO strings with a cast: postgres-js cannot bind a Date outside a typed column.
  const windowStart = sql`${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const [bucket] = await db
    .insert(rateLimitBuckets)
    .values({ key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${rateLimitBuckets.windowStartedAt} <= ${windowStart} then 1 else ${rateLimitBuckets.hits} + 1 end`,
        windowStartedAt: sql`case when ${rateLimitBuckets.windowStartedAt} <= ${windowStart} then ${nowParam} else ${rateLimitBuckets.windowStartedAt} end`,
      },
    })
    .returning();
  return { hits: bucket!.hits, windowEndsAt: new Date(bucket!.windowStartedAt.getTime() + rule.windowMs) };
}

/** Counts one hit (countRateLimitHit) and throws 429 with Retry-After once the rule's limit is passed. */
export async function consumeRateLimit(db: TDatabase, key: string, rule: TRateLimitRule, now: Date) {
  const { hits, windowEndsAt } = await countRateLimitHit(db, key, rule, now);
  if (hits <= rule.limit) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
  throw new HttpError(429, serverMessages.tooManyRequests, { 'retry-after': String(retryAfterSeconds) });
}

/**
 * Takes back one hit counted by consumeRateLimit, for rules that count only failures: the attempt is counted before
 * its outcome is known (so parallel attempts cannot slip past the limit) and refunded once it turns out to succeed.
 */
export async function refundRateLimit(db: TDatabase, key: string) {
  await db
    .update(rateLimitBuckets)
    .set({ hits: sql`greatest(${rateLimitBuckets.hits} - 1, 0)` })
    .where(eq(rateLimitBuckets.key, key));
}

/** Forgets a counter, as a success does for the failures counted under it. */
export async function clearRateLimit(db: TDatabase, key: string) {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}

/** consumeRateLimit for a per-user rule of `rateLimits`, keyed by the rule's name and the user. */
export const consumeUserRateLimit = (db: TDatabase, rule: keyof typeof rateLimits, userId: number, now: Date) =>
  consumeRateLimit(db, `${rule}:user:${userId}`, rateLimits[rule], now);
