import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { profileMessages, emailChangeMessages as texts } from '../../../shared/domain/account';
import { emailChangeLifetimeMs } from '../../../shared/domain/limits';
import type { TDatabase } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { emailChanges, passwordResetTokens, type TUserRow, users } from '../../db/schema';
import { badRequest, conflict } from '../../http-error';
import { hashSessionToken } from '../auth/sessions.service';
import { enqueueMail } from '../mail/mail.service';
import { getPlatformConfig } from '../platform/platform.service';
import { emailChangeConfirmation, emailChangeNotice } from './email-change-mails';
import { assertEmailFree } from './profile.service';

// The same one-way hash as session tokens: the table alone confirms nothing.
const hashToken = hashSessionToken;

/** The address waiting for its link, or null (an expired request counts as none). */
export async function pendingEmailOf(db: TDatabase, userId: number, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), gt(emailChanges.expiresAt, now)));
  return row?.newEmail ?? null;
}

/**
 * Records the new address with a single-use link, replacing any earlier request, and queues a notice to the address
 * in use and the link to the new one. Call it inside the transaction of the profile update.
 */
export async function startEmailChange(
  db: TDatabase,
  user: TUserRow,
  request: { newEmail: string; publicOrigin: string; now: Date },
) {
  const { newEmail, publicOrigin, now } = request;
  const token = randomBytes(32).toString('base64url');
  const values = {
    newEmail,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + emailChangeLifetimeMs),
    createdAt: now,
  };
  await db
    .insert(emailChanges)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: emailChanges.userId, set: values });
  const { brandName } = await getPlatformConfig(db);
  const change = { userId: user.id, displayName: user.displayName, oldEmail: user.email, newEmail, brandName };
  await enqueueMail(
    db,
    now,
    emailChangeNotice(change),
    emailChangeConfirmation(change, `${publicOrigin}/confirm-email?token=${token}`),
  );
}

/**
 * Makes the confirmed address the account's, once. The address must still be free: another account may have taken
 * it since the request. Reset links mailed to the old address die with the change.
 */
export async function confirmEmailChange(db: TDatabase, token: string, now: Date) {
  try {
    return await db.transaction(async (tx) => {
      // Claiming by deleting makes a second use fail even when two requests race.
      const [claimed] = await tx
        .delete(emailChanges)
        .where(and(eq(emailChanges.tokenHash, hashToken(token)), gt(emailChanges.expiresAt, now)))
        .returning();
      if (!claimed) throw badRequest(texts.invalidToken);
      await assertEmailFree(tx as TDatabase, claimed.newEmail, claimed.userId);
      await tx.update(users).set({ email: claimed.newEmail }).where(eq(users.id, claimed.userId));
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
      return { email: claimed.newEmail };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(profileMessages.emailTaken);
    throw error;
  }
}
