import { eq, sql } from 'drizzle-orm';
import type { TLoginRequest } from '../../../shared/contract/auth';
import { loginSlowDownMs, rateLimits } from '../../../shared/domain/limits';
import { serverMessages } from '../../../shared/domain/messages';
import type { TDatabase } from '../../db/client';
import { type TUserRow, users } from '../../db/schema';
import { unauthorized } from '../../http-error';
import {
  clearRateLimit,
  consumeRateLimit,
  countRateLimitHit,
  rateLimitKey,
  refundRateLimit,
} from '../rate-limit/rate-limit.service';
import { isKnownDevice, rememberDevice } from './known-devices';
import { hashPassword, verifyPassword } from './passwords';
import { createSession } from './sessions.service';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: TDatabase, email: string): Promise<TUserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)));
  return user;
}

/** The three login counters of one attempt (see rateLimits in shared/domain/limits.ts for why three). */
const loginLimitKeys = (email: string, ip: string) => ({
  ip: rateLimitKey('login:ip', ip),
  accountAndIp: rateLimitKey('login:account-ip', `${normalizeEmail(email)} ${ip}`),
  account: rateLimitKey('login:account', normalizeEmail(email)),
});

export interface TLoginInput extends TLoginRequest {
  ip: string;
  now: Date;
  /** The browser's known-device token (known-devices.ts), if it presents one. */
  deviceToken?: string;
  /** How the slow-down past the per-account ceiling waits; injected so tests do not wait for real. */
  sleep: (ms: number) => Promise<void>;
}

/**
 * Only failures count. Each attempt is counted before the password is checked, so a burst of parallel guesses cannot
 * pass a limit; a success gives the hits back and clears its address's count for the account. It does not clear
 * the per-address or per-account counts: a guesser could otherwise reset them by logging into an account of their
 * own, or ride on the owner's logins.
 *
 * The per-address and per-(account, address) limits block. The per-account ceiling does not (L13): a block there
 * would let ten addresses lock anyone out, the admin included. A browser known to the account skips it; any other
 * is answered after a delay that grows with the failures past it, and the right password still gets in.
 */
export async function loginWithPassword(db: TDatabase, input: TLoginInput) {
  const keys = loginLimitKeys(input.email, input.ip);
  await consumeRateLimit(db, keys.ip, rateLimits.loginPerIp, input.now);
  await consumeRateLimit(db, keys.accountAndIp, rateLimits.loginPerAccountAndIp, input.now);
  const user = await findUserByEmail(db, input.email);
  const knownDevice = user ? await isKnownDevice(db, user.id, input.deviceToken, input.now) : false;
  if (!knownDevice) {
    const { hits } = await countRateLimitHit(db, keys.account, rateLimits.loginPerAccount, input.now);
    const delayMs = loginSlowDownMs(hits - rateLimits.loginPerAccount.limit);
    if (delayMs > 0) await input.sleep(delayMs);
  }
  // Same answer, and the same argon2 cost, for an unknown e-mail and a wrong password.
  const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordMatches) throw unauthorized(serverMessages.invalidCredentials);

  await refundRateLimit(db, keys.ip);
  if (!knownDevice) await refundRateLimit(db, keys.account);
  await clearRateLimit(db, keys.accountAndIp);
  const [updated] = await db.update(users).set({ lastLoginAt: input.now }).where(eq(users.id, user.id)).returning();
  const token = await createSession(db, user.id, input.now);
  const deviceToken = await rememberDevice(db, user.id, input.deviceToken, input.now);
  return { user: updated!, token, deviceToken };
}

/** Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when no account has that e-mail yet. */
export async function ensureAdminAccount(
  db: TDatabase,
  email: string,
  password: string,
): Promise<'created' | 'exists'> {
  if (await findUserByEmail(db, email)) return 'exists';
  const passwordHash = await hashPassword(password);
  const inserted = await db
    .insert(users)
    .values({ email: normalizeEmail(email), passwordHash, displayName: 'Administrator', role: 'admin' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0 ? 'created' : 'exists';
}
