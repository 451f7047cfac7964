import type { FastifyInstance, FastifyReply } from 'fastify';
import { sessionLifetimeDaysRange } from '../../shared/domain/admin-operations-texts';
import type { TConfig } from '../config';
import type { TDatabase } from '../db/client';
import type { TUserRow } from '../db/schema';
import { findSessionUser } from '../modules/auth/sessions.service';
import { isApiRequest } from './security';

/**
 * Over https the cookie carries the __Host- prefix: the browser then only accepts it Secure, for path /, from this
 * very host, so a sibling subdomain or a plain-http page cannot plant or overwrite a session.
 */
export const sessionCookieName = (config: Pick<TConfig, 'secureCookies'>) =>
  config.secureCookies ? '__Host-session' : 'session';

declare module 'fastify' {
  interface FastifyRequest {
    user: TUserRow | null;
    sessionToken: string | null;
    /** Read once from the app's clock when the request arrives; handlers and services date everything with it. */
    now: Date;
  }
}

/** Resolves the signed-in user from the session cookie before any /_api handler runs. */
export function registerSessionUser(app: FastifyInstance, db: TDatabase, config: TConfig) {
  const cookieName = sessionCookieName(config);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('now', null as unknown as Date);
  app.addHook('onRequest', async (request) => {
    request.now = app.clock.now();
    if (!isApiRequest(request)) return;
    const token = request.cookies[cookieName];
    if (!token) return;
    request.sessionToken = token;
    request.user = await findSessionUser(db, token, request.now);
  });
}

// The cookie may outlive its session: the server ends a session at its own expiry (the lifetime an admin chose, at
// most the range's maximum), and the browser then sends a token nobody accepts.
const COOKIE_MAX_AGE_SECONDS = sessionLifetimeDaysRange.max * 24 * 60 * 60;

export function setSessionCookie(reply: FastifyReply, config: TConfig, token: string) {
  reply.setCookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.secureCookies,
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: TConfig) {
  reply.clearCookie(sessionCookieName(config), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.secureCookies,
  });
}
