import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import { sessionIdleTimeoutMs } from '../../../shared/domain/limits';
import type { TDatabase } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { sessions, type TUserRow, users } from '../../db/schema';
import { sessionLifetimeMs } from '../platform/user-management.service';

// Writing last_seen_at on every request would turn reads into writes; once a minute is precise enough for idle expiry.
const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Starts a session and returns its token (256 random bits); only the hash is stored. It lasts at most the lifetime
 * an admin set in User Management (read at each sign-in, so a change applies to the next one).
 */
export async function createSession(db: TDatabase, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + (await sessionLifetimeMs(db))),
  });
  // A good moment to drop this user's dead sessions, so the table does not grow without bound.
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - sessionIdleTimeoutMs))),
      ),
    );
  return token;
}

// Every signed-in request runs this, so it is prepared once (timestamps go in as ISO strings, as the driver gets them).
const sessionUserQuery = preparedPerDatabase((db) =>
  db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .prepare('find_session_user'),
);

/** The user behind a token, or null when the token is unknown, idle too long or past its lifetime. */
export async function findSessionUser(db: TDatabase, token: string, now: Date): Promise<TUserRow | null> {
  const tokenHash = hashSessionToken(token);
  const [row] = await sessionUserQuery(db).execute({
    tokenHash,
    now: now.toISOString(),
    idleSince: new Date(now.getTime() - sessionIdleTimeoutMs).toISOString(),
  });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_WRITE_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return row.user;
}

export async function deleteSession(db: TDatabase, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
}

/** Signs the account out everywhere except the session that asked (null ends them all). */
export async function deleteOtherSessions(db: TDatabase, userId: number, keepToken: string | null) {
  const others = keepToken ? ne(sessions.tokenHash, hashSessionToken(keepToken)) : undefined;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), others));
}
