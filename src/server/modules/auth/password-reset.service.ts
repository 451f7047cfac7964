import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetLifetimeMs, rateLimits } from '../../../shared/domain/limits';
import { passwordResetTexts } from '../../../shared/domain/messages';
import type { TDatabase } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { badRequest } from '../../http-error';
import { enqueueMail } from '../mail/mail.service';
import { getPlatformConfig } from '../platform/platform.service';
import { consumeRateLimit, rateLimitKey } from '../rate-limit/rate-limit.service';
import { findUserByEmail } from './auth.service';
import { hashPassword } from './passwords';
import { hashSessionToken } from './sessions.service';

// The same one-way hash as session tokens: the table alone opens nothing.
const hashResetToken = hashSessionToken;

/**
 * Mails a single-use link when the account exists. The caller gets the same answer either way, so the form cannot be
 * used to find out who has an account.
 */
export async function requestPasswordReset(db: TDatabase, input: { email: string; ip: string; publicOrigin: string }) {
  await consumeRateLimit(db, rateLimitKey('reset:ip', input.ip), rateLimits.passwordResetPerIp);
  await consumeRateLimit(db, rateLimitKey('reset:account', input.email), rateLimits.passwordResetPerAccount);
  const user = await findUserByEmail(db, input.email);
  if (!user) return;

  await db.transaction(async (tx) => {
    const { brandName } = await getPlatformConfig(tx as TDatabase);
    await issuePasswordLink(tx as TDatabase, user, {
      publicOrigin: input.publicOrigin,
      lifetimeMs: passwordResetLifetimeMs,
      kind: 'password-reset',
      subject: `Reset your ${brandName} password`,
      intro: 'Someone asked to reset the password of your account. If it was you, open this link within one hour:',
      outro: 'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
    });
  });
}

/**
 * Stores a single-use link token and queues the mail that carries it; call it inside the caller's transaction.
 * Used for forgotten passwords and for accounts an admin creates.
 */
export async function issuePasswordLink(
  db: TDatabase,
  user: { id: number; email: string; displayName: string },
  mail: { publicOrigin: string; lifetimeMs: number; kind: string; subject: string; intro: string; outro: string },
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    tokenHash: hashResetToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + mail.lifetimeMs),
  });
  await enqueueMail(db, {
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

/** Sets the new password and ends every session of the account, all or nothing. */
export async function resetPassword(db: TDatabase, input: { token: string; password: string; ip: string }) {
  await consumeRateLimit(db, rateLimitKey('reset-use:ip', input.ip), rateLimits.passwordResetPerIp);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Claiming the token with a conditional update makes a second use fail even when two requests race.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashResetToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!claimed) throw badRequest(passwordResetTexts.invalidToken);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
    await tx.delete(sessions).where(eq(sessions.userId, claimed.userId));
    // Other links sent earlier die with this one.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
  });
}
