import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { billingMessages as texts } from '../../../shared/domain/billing';
import type { checkoutSessions, TUserRow } from '../../db/schema';
import { notFound } from '../../http-error';

/** An HttpOnly cookie that ties a guest's checkouts to the browser that started them. */
export const CHECKOUT_BUYER_COOKIE = 'checkout_buyer';
const cookieLifetimeSeconds = 7 * 24 * 60 * 60;
const tokenShape = /^[\w-]{32}$/;

export const hashBuyerToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who asks about a checkout: the signed-in user, and the browser's guest checkout token if it has one. */
export interface TCheckoutCaller {
  user: TUserRow | null;
  buyerToken: string | undefined;
}

export function checkoutCaller(request: FastifyRequest): TCheckoutCaller {
  const token = request.cookies[CHECKOUT_BUYER_COOKIE];
  return { user: request.user, buyerToken: token && tokenShape.test(token) ? token : undefined };
}

/** The browser's guest checkout token: the one its cookie holds, or a new one set now. */
export function ensureBuyerToken(request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  const existing = checkoutCaller(request).buyerToken;
  if (existing) return existing;
  const token = randomBytes(24).toString('base64url');
  reply.setCookie(CHECKOUT_BUYER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/_api/billing',
    secure,
    maxAge: cookieLifetimeSeconds,
  });
  return token;
}

/**
 * A checkout id is no bearer token: a checkout answers only to the user who started it, or for a guest's checkout
 * to the browser holding its token. Anyone else gets the same "not found" as for an id that does not exist.
 */
export function assertCheckoutCaller(checkout: typeof checkoutSessions.$inferSelect, caller: TCheckoutCaller) {
  if (checkout.userId !== null) {
    if (caller.user?.id === checkout.userId) return;
    throw notFound(texts.sessionNotFound);
  }
  const expected = checkout.buyerTokenHash ? Buffer.from(checkout.buyerTokenHash, 'hex') : null;
  const given = caller.buyerToken ? Buffer.from(hashBuyerToken(caller.buyerToken), 'hex') : null;
  if (expected && given && expected.length === given.length && timingSafeEqual(expected, given)) return;
  throw notFound(texts.sessionNotFound);
}
