import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { TRegisterRequest } from '../../../shared/contract/auth';
import { rateLimits } from '../../../shared/domain/limits';
import { serverMessages } from '../../../shared/domain/messages';
import { registrationLinkLifetimeMs, registrationTexts } from '../../../shared/domain/registration-texts';
import type { TDatabase } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { pendingRegistrations, users } from '../../db/schema';
import { badRequest, conflict } from '../../http-error';
import { recordRegistration } from '../analytics/record-registration';
import { enqueueMail } from '../mail/mail.service';
import { getPlatformConfig } from '../platform/platform.service';
import { assertRegistrationOpen } from '../platform/user-management.service';
import { consumeRateLimit, rateLimitKey } from '../rate-limit/rate-limit.service';
import { findUserByEmail, normalizeEmail } from './auth.service';
import { hashPassword } from './passwords';
import { registrationConfirmation, registrationForExistingAccount } from './registration-mails';
import { createSession, hashSessionToken } from './sessions.service';

interface TSignUp extends TRegisterRequest {
  ip: string;
  publicOrigin: string;
  now: Date;
}

/**
 * Answers nothing about the address (issue 25, L14): a new address gets a sign-up link, one with an account gets a
 * note to its owner, and the caller sees the same answer after the same work (the password is hashed either way, and
 * either way one mail is queued in one transaction). The per-address limit also bounds the mails one inbox receives.
 */
export async function registerWithPassword(db: TDatabase, input: TSignUp): Promise<void> {
  await assertRegistrationOpen(db);
  await consumeRateLimit(db, rateLimitKey('register:ip', input.ip), rateLimits.registerPerIp, input.now);
  await consumeRateLimit(db, rateLimitKey('register:account', input.email), rateLimits.registerPerAccount, input.now);
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const { brandName } = await getPlatformConfig(tx as TDatabase);
    const signUp = { email, displayName: input.displayName, brandName, publicOrigin: input.publicOrigin };
    const account = await findUserByEmail(tx as TDatabase, email);
    if (account) {
      await enqueueMail(tx as TDatabase, input.now, registrationForExistingAccount(signUp, account));
      return;
    }
    const token = randomBytes(32).toString('base64url');
    const values = {
      tokenHash: hashSessionToken(token),
      passwordHash,
      displayName: input.displayName,
      states: [...new Set(input.states)],
      ip: input.ip,
      expiresAt: new Date(input.now.getTime() + registrationLinkLifetimeMs),
      createdAt: input.now,
    };
    // A second sign-up for the address replaces the first: only the newest link works.
    await tx
      .insert(pendingRegistrations)
      .values({ email, ...values })
      .onConflictDoUpdate({ target: pendingRegistrations.email, set: values });
    await enqueueMail(tx as TDatabase, input.now, registrationConfirmation(signUp, token));
  });
}

/**
 * Makes the account a sign-up link confirms, once, and signs it in. The address may have got an account since the
 * sign-up (a guest purchase, an admin): then the holder of the mailbox is told so, which tells them nothing new.
 */
export async function confirmRegistration(db: TDatabase, input: { token: string; now: Date }) {
  try {
    return await db.transaction(async (tx) => {
      // Claiming by deleting makes a second use fail even when two requests race.
      const [claimed] = await tx
        .delete(pendingRegistrations)
        .where(
          and(
            eq(pendingRegistrations.tokenHash, hashSessionToken(input.token)),
            gt(pendingRegistrations.expiresAt, input.now),
          ),
        )
        .returning();
      if (!claimed) throw badRequest(registrationTexts.invalidToken);
      await assertRegistrationOpen(tx as TDatabase);
      if (await findUserByEmail(tx as TDatabase, claimed.email)) throw conflict(serverMessages.emailInUse);
      const [user] = await tx
        .insert(users)
        .values({
          email: claimed.email,
          passwordHash: claimed.passwordHash,
          displayName: claimed.displayName,
          states: claimed.states,
          role: 'student',
          lastLoginAt: input.now,
        })
        .returning();
      await recordRegistration(tx as TDatabase, user!.id, claimed.ip, input.now);
      const token = await createSession(tx as TDatabase, user!.id, input.now);
      return { user: user!, token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(serverMessages.emailInUse);
    throw error;
  }
}

/** Sign-ups whose link has expired: their password hashes and addresses are kept no longer than the link works. */
export async function pruneExpiredRegistrations(db: TDatabase, now: Date) {
  const pruned = await db
    .delete(pendingRegistrations)
    .where(lt(pendingRegistrations.expiresAt, now))
    .returning({ email: pendingRegistrations.email });
  return pruned.length;
}
