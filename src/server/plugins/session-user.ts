import type { FastifyInstance, FastifyReply } from 'fastify';
import { sessionAbsoluteLifetimeMs } from '../../shared/domain/limits';
import type { TConfig } from '../config';
import type { TDatabase } from '../db/client';
import type { TUserRow } from '../db/schema';
import { findSessionUser } from '../modules/auth/sessions.service';

export const SESSION_COOKIE = 'session';

declare module 'fastify' {
  interface FastifyRequest {
    user: TUserRow | null;
    sessionToken: string | null;
  }
}

/** Resolves the signed-in user from the session cookie before any /_api handler runs. */
export function registerSessionUser(app: FastifyInstance, db: TDatabase) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/_api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.sessionToken = token;
    request.user = await findSessionUser(db, token);
  });
}

export function setSessionCookie(reply: FastifyReply, config: TConfig, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.secureCookies,
    maxAge: Math.floor(sessionAbsoluteLifetimeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: TConfig) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: config.secureCookies });
}
