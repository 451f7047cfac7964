import { and, eq, ne, sql } from 'drizzle-orm';
import type { TProfile, TProfileUpdate } from '../../../shared/contract/settings';
import { emailChangeMessages, passwordChangeMessages, profileMessages } from '../../../shared/domain/account';
import type { TDatabase } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { type TUserRow, users } from '../../db/schema';
import { conflict } from '../../http-error';
import type { TFilesProvider } from '../../providers/files/files-provider';
import { normalizeEmail } from '../auth/auth.service';
import { assertCurrentPassword } from '../auth/current-password';
import { presentUser } from '../auth/user-presenter';
import { keepOrRemoveAvatar } from '../avatars/avatars.service';
import { pendingEmailOf, startEmailChange } from './email-change.service';

export async function assertEmailFree(db: TDatabase, email: string, exceptUserId: number) {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, normalizeEmail(email)), ne(users.id, exceptUserId)));
  if (other) throw conflict(profileMessages.emailTaken);
}

/**
 * Applies the fields that were sent; an address another account uses is refused, even in a race. Call inside a
 * transaction: removing the picture deletes its file.
 */
export async function updateUserFields(
  db: TDatabase,
  files: TFilesProvider,
  userId: number,
  update: TProfileUpdate & { role?: 'admin' | 'student' },
) {
  if (update.email) await assertEmailFree(db, update.email, userId);
  if (update.avatarUrl !== undefined) await keepOrRemoveAvatar(db, files, userId, update.avatarUrl);
  const changes = {
    ...(update.displayName !== undefined ? { displayName: update.displayName } : {}),
    ...(update.email !== undefined ? { email: normalizeEmail(update.email) } : {}),
    ...(update.states !== undefined ? { states: [...new Set(update.states)] } : {}),
    ...(update.timezone !== undefined ? { timezone: update.timezone } : {}),
    ...(update.role !== undefined ? { role: update.role } : {}),
  };
  // An update with nothing in it is valid (every field is optional) and changes nothing; SQL has no empty SET.
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return row;
  }
  try {
    const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(profileMessages.emailTaken);
    throw error;
  }
}

/**
 * The user's own profile update. Name, picture and states change at once. A different e-mail needs the current
 * password and only becomes pending: it takes effect when the link mailed to it is opened (confirmEmailChange).
 */
export async function updateProfile(
  db: TDatabase,
  user: TUserRow,
  update: TProfileUpdate,
  context: { publicOrigin: string; now: Date; files: TFilesProvider },
) {
  const { publicOrigin, now, files } = context;
  const { email, currentPassword, ...fields } = update;
  const newEmail =
    email !== undefined && normalizeEmail(email) !== normalizeEmail(user.email) ? normalizeEmail(email) : null;
  if (newEmail) {
    await assertCurrentPassword(
      db,
      user,
      currentPassword,
      {
        missing: emailChangeMessages.passwordRequired,
        wrong: passwordChangeMessages.wrongPassword,
      },
      now,
    );
    await assertEmailFree(db, newEmail, user.id);
  }
  return db.transaction(async (tx) => {
    const row = await updateUserFields(tx as TDatabase, files, user.id, fields);
    if (newEmail) await startEmailChange(tx as TDatabase, row!, { newEmail, publicOrigin, now });
    return presentProfile(row!, await pendingEmailOf(tx as TDatabase, user.id, now));
  });
}

export async function getProfile(db: TDatabase, user: TUserRow, now: Date) {
  return presentProfile(user, await pendingEmailOf(db, user.id, now));
}

const presentProfile = (row: TUserRow, pendingEmail: string | null): TProfile => ({
  ...presentUser(row),
  pendingEmail,
});
