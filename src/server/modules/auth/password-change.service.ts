import { and, eq, isNull } from 'drizzle-orm';
import type { TChangePassword } from '../../../shared/contract/settings';
import { passwordChangeMessages as texts } from '../../../shared/domain/account';
import type { TDatabase } from '../../db/client';
import { passwordResetTokens, type TUserRow, users } from '../../db/schema';
import { enqueueMail } from '../mail/mail.service';
import { getPlatformConfig } from '../platform/platform.service';
import { assertCurrentPassword } from './current-password';
import { hashPassword } from './passwords';
import { passwordChangedNotice } from './security-mails';
import { deleteOtherSessions } from './sessions.service';

/**
 * Sets a new password for a signed-in user who knows the current one. Every other session ends (a thief's included),
 * the session that asked stays, unused reset links die, and the account's address gets a notice; all or nothing.
 */
export async function changePassword(
  db: TDatabase,
  input: TChangePassword & { user: TUserRow; sessionToken: string | null; publicOrigin: string; now: Date },
) {
  await assertCurrentPassword(
    db,
    input.user,
    input.currentPassword,
    {
      missing: texts.currentRequired,
      wrong: texts.wrongPassword,
    },
    input.now,
  );
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, input.user.id)).returning();
    await deleteOtherSessions(tx as TDatabase, input.user.id, input.sessionToken);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: input.now })
      .where(and(eq(passwordResetTokens.userId, input.user.id), isNull(passwordResetTokens.usedAt)));
    const { brandName } = await getPlatformConfig(tx as TDatabase);
    await enqueueMail(tx as TDatabase, input.now, passwordChangedNotice(user!, brandName, input.publicOrigin));
  });
}
