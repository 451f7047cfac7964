import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { knownDeviceLifetimeMs } from '../../../shared/domain/limits';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { knownDevices } from '../../db/schema';

/**
 * A browser that has signed in to an account before carries this HttpOnly cookie: a random token whose hash the
 * server keeps for that account (known_devices). It survives logout on purpose, so the owner stays recognised.
 */
export const KNOWN_DEVICE_COOKIE = 'known_device';
const cookiePath = '/_api/auth';
const tokenShape = /^[\w-]{43}$/;

const hashDeviceToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The well-formed token the browser presents, if any. */
export function readDeviceToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[KNOWN_DEVICE_COOKIE];
  return token && tokenShape.test(token) ? token : undefined;
}

export async function isKnownDevice(db: TDatabase, userId: number, token: string | undefined, now: Date) {
  if (!token) return false;
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(
      and(
        eq(knownDevices.tokenHash, hashDeviceToken(token)),
        eq(knownDevices.userId, userId),
        gt(knownDevices.expiresAt, now),
      ),
    );
  return Boolean(row);
}

/**
 * Marks the browser as known to the account after a successful login. A token already known to this account is kept
 * (and its lifetime renewed); any other token, even one known to another account, is replaced by a fresh one, so a
 * token planted in someone's browser can never become known to their account. Returns the token to set.
 */
export async function rememberDevice(db: TDatabase, userId: number, presented: string | undefined, now: Date) {
  const token =
    presented && (await isKnownDevice(db, userId, presented, now)) ? presented : randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + knownDeviceLifetimeMs);
  await db
    .insert(knownDevices)
    .values({ tokenHash: hashDeviceToken(token), userId, createdAt: now, lastLoginAt: now, expiresAt })
    .onConflictDoUpdate({
      target: [knownDevices.tokenHash, knownDevices.userId],
      set: { lastLoginAt: now, expiresAt },
    });
  return token;
}

export function setDeviceCookie(reply: FastifyReply, config: TConfig, token: string) {
  reply.setCookie(KNOWN_DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: cookiePath,
    secure: config.secureCookies,
    maxAge: Math.floor(knownDeviceLifetimeMs / 1000),
  });
}
