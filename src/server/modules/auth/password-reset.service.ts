import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { passwordResetLifetimeMs, rateLimits } from '../../../shared/domain/limits';
import { passwordResetTexts } from '../../../shared/domain/messages';
import type { TClock } from '../../clock';
import type { TDatabase } from '../../db/client';
import { passwordResetRequests, passwordResetTokens, sessions, users } from '../../db/schema';
import { badRequest } from '../../http-error';
import { createPollingLoop } from '../jobs/polling-loop';
import { enqueueMail } from '../mail/mail.service';
import { getPlatformConfig } from '../platform/platform.service';
import { consumeRateLimit, rateLimitKey } from '../rate-limit/rate-limit.service';
import { findUserByEmail, normalizeEmail } from './auth.service';
import { hashPassword } from './passwords';
import { passwordChangedNotice } from './security-mails';
import { hashSessionToken } from './sessions.service';

// The same one-way hash as session tokens: the table alone opens nothing.
const hashResetToken = hashSessionToken;

/**
 * Queues the request and nothing else, whether or not an account has the address: both answers do the same database
 * work, so neither the answer nor its timing tells a stranger who has an account. The worker mails the link.
 */
export async function requestPasswordReset(db: TDatabase, input: { email: string; ip: string; now: Date }) {
  await consumeRateLimit(db, rateLimitKey('reset:ip', input.ip), rateLimits.passwordResetPerIp, input.now);
  await consumeRateLimit(db, rateLimitKey('reset:account', input.email), rateLimits.passwordResetPerAccount, input.now);
  await db.insert(passwordResetRequests).values({ email: normalizeEmail(input.email), createdAt: input.now });
}

/**
 * Turns queued requests into reset links for the addresses that have an account and drops the rest. Claimed with
 * SKIP LOCKED and handled in one transaction, so several instances share the queue and a failed run leaves it as it
 * was. Returns how many requests were handled.
 */
export async function processPasswordResetRequests(
  db: TDatabase,
  input: { publicOrigin: string; now: Date; batchSize?: number },
) {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: passwordResetRequests.id })
      .from(passwordResetRequests)
      .orderBy(asc(passwordResetRequests.createdAt))
      .limit(input.batchSize ?? 20)
      .for('update', { skipLocked: true });
    const claimed = await tx.delete(passwordResetRequests).where(inArray(passwordResetRequests.id, due)).returning();
    if (claimed.length === 0) return 0;
    const { brandName } = await getPlatformConfig(tx as TDatabase);
    // The same address asked twice in one batch gets one link.
    for (const email of new Set(claimed.map((request) => request.email))) {
      const user = await findUserByEmail(tx as TDatabase, email);
      if (!user) continue;
      await issuePasswordLink(tx as TDatabase, user, input.now, {
        publicOrigin: input.publicOrigin,
        lifetimeMs: passwordResetLifetimeMs,
        kind: 'password-reset',
        subject: `Reset your ${brandName} password`,
        intro: 'Someone asked to reset the password of your account. If it was you, open this link within one hour:',
        outro: 'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
      });
    }
    return claimed.length;
  });
}

/** Runs the reset queue every second, like the mail worker; returns a function that stops it after a run in progress. */
export function startPasswordResetWorker(
  db: TDatabase,
  publicOrigin: string,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  clock: TClock,
  intervalMs = 1000,
) {
  const loop = createPollingLoop(() => processPasswordResetRequests(db, { publicOrigin, now: clock.now() }), {
    pollIntervalMs: intervalMs,
    log,
    name: 'password reset worker',
  });
  loop.start();
  return () => loop.stop();
}

/**
 * Stores a single-use link token and queues the mail that carries it; call it inside the caller's transaction.
 * Used for forgotten passwords and for accounts an admin creates.
 */
export async function issuePasswordLink(
  db: TDatabase,
  user: { id: number; email: string; displayName: string },
  now: Date,
  mail: { publicOrigin: string; lifetimeMs: number; kind: string; subject: string; intro: string; outro: string },
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    tokenHash: hashResetToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + mail.lifetimeMs),
  });
  await enqueueMail(db, now, {
    kind: mail.kind,
    to: user.email,
    userId: user.id,
    subject: mail.subject,
    text: [
      `Hello ${user.displayName},`,
      '',
      mail.intro,
      `${mail.publicOrigin}/reset-password?token=${token}`,
      '',
      mail.outro,
    ].join('\n'),
  });
}

/** Sets the new password, ends every session of the account and tells its address, all or nothing. */
export async function resetPassword(
  db: TDatabase,
  input: { token: string; password: string; ip: string; publicOrigin: string; now: Date },
) {
  await consumeRateLimit(db, rateLimitKey('reset-use:ip', input.ip), rateLimits.passwordResetPerIp, input.now);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Claiming the token with a conditional update makes a second use fail even when two requests race.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashResetToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, input.now),
        ),
      )
      .returning();
    if (!claimed) throw badRequest(passwordResetTexts.invalidToken);
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId)).returning();
    const { brandName } = await getPlatformConfig(tx as TDatabase);
    await enqueueMail(tx as TDatabase, input.now, passwordChangedNotice(user!, brandName, input.publicOrigin));
    await tx.delete(sessions).where(eq(sessions.userId, claimed.userId));
    // Other links sent earlier die with this one.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: input.now })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
  });
}
