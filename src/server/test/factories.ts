import { randomBytes } from 'node:crypto';
import type { TRole } from '../../shared/domain/access';
import type { TConfig } from '../config';
import type { TDatabase } from '../db/client';
import { type TUserRow, users } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { createSession } from '../modules/auth/sessions.service';
import { sessionCookieName } from '../plugins/session-user';

export const TEST_PASSWORD = 'Correct-Horse-9';

let cachedHash: Promise<string> | undefined;

export interface TUserOverrides {
  role?: TRole;
  email?: string;
  displayName?: string;
  purchaseStatus?: string | null;
  purchaseExpiresAt?: Date | null;
  states?: string[];
}

/** A user straight in the database; the password is always TEST_PASSWORD (hashed once per file). */
export async function createUser(db: TDatabase, overrides: TUserOverrides = {}): Promise<TUserRow> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const suffix = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      email: overrides.email ?? `user-${suffix}@example.test`,
      displayName: overrides.displayName ?? `User ${suffix}`,
      passwordHash: await cachedHash,
      role: overrides.role ?? 'student',
      states: overrides.states ?? ['national'],
      purchaseStatus: overrides.purchaseStatus ?? null,
      purchasePlan: overrides.purchaseStatus ? 'complete-study-kit' : null,
      purchaseExpiresAt: overrides.purchaseExpiresAt ?? null,
    })
    .returning();
  return user!;
}

/**
 * A cookie header for a fresh session of the given user, without going through the login rate limit. Apps served
 * over https (secureCookies) read the __Host- prefixed name, so pass their config.
 */
export async function cookieFor(
  db: TDatabase,
  user: TUserRow,
  config: Pick<TConfig, 'secureCookies'> = { secureCookies: false },
  /** When the session starts: a test that pins the app's clock passes the same instant, or the session may look expired. */
  now = new Date(),
): Promise<string> {
  return `${sessionCookieName(config)}=${await createSession(db, user.id, now)}`;
}

/** The kinds of caller every access rule is checked against (anonymous has no user). */
export async function createCallers(db: TDatabase) {
  return {
    anonymous: undefined,
    student: await createUser(db),
    learner: await createUser(db, { purchaseStatus: 'completed' }),
    admin: await createUser(db, { role: 'admin' }),
  };
}
