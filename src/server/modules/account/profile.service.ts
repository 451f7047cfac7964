import { and, eq, ne, sql } from 'drizzle-orm';
import type { TProfileUpdate } from '../../../shared/contract/settings';
import { profileMessages } from '../../../shared/domain/account';
import type { TDatabase } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { conflict } from '../../http-error';
import { normalizeEmail } from '../auth/auth.service';
import { presentUser } from '../auth/user-presenter';

export async function assertEmailFree(db: TDatabase, email: string, exceptUserId: number) {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, normalizeEmail(email)), ne(users.id, exceptUserId)));
  if (other) throw conflict(profileMessages.emailTaken);
}

/** Applies the fields that were sent; an address another account uses is refused, even in a race. */
export async function updateUserFields(
  db: TDatabase,
  userId: number,
  update: TProfileUpdate & { role?: 'admin' | 'student' },
) {
  if (update.email) await assertEmailFree(db, update.email, userId);
  const changes = {
    ...(update.displayName !== undefined ? { displayName: update.displayName } : {}),
    ...(update.email !== undefined ? { email: normalizeEmail(update.email) } : {}),
    ...(update.avatarUrl !== undefined ? { avatarUrl: update.avatarUrl } : {}),
    ...(update.states !== undefined ? { states: [...new Set(update.states)] } : {}),
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

export async function updateProfile(db: TDatabase, userId: number, update: TProfileUpdate) {
  const row = await updateUserFields(db, userId, update);
  return presentUser(row!);
}
