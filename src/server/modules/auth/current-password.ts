import { rateLimits } from '../../../shared/domain/limits';
import type { TDatabase } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { badRequest } from '../../http-error';
import { consumeRateLimit, rateLimitKey, refundRateLimit } from '../rate-limit/rate-limit.service';
import { verifyPassword } from './passwords';

/**
 * Proves the person at the keyboard knows the password, not only the session, before a change that could take the
 * account over. Wrong guesses count against a per-account limit (a right one is given back), so a stolen session
 * cannot be used to guess the password either.
 */
export async function assertCurrentPassword(
  db: TDatabase,
  user: Pick<TUserRow, 'id' | 'passwordHash'>,
  password: string | undefined,
  messages: { missing: string; wrong: string },
  now: Date,
) {
  if (!password) throw badRequest(messages.missing);
  const key = rateLimitKey('current-password:user', String(user.id));
  await consumeRateLimit(db, key, rateLimits.currentPasswordPerUser, now);
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(messages.wrong);
  await refundRateLimit(db, key);
}
