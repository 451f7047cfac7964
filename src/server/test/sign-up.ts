import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../db/client';
import { mailMessages } from '../db/schema';

/** The token of the newest sign-up link mailed to `email`, read from the outbox as the learner's inbox would. */
export async function mailedSignUpToken(db: TDatabase, email: string): Promise<string | null> {
  const [mail] = await db
    .select({ text: mailMessages.textBody })
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, email), eq(mailMessages.kind, 'registration-confirm')))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  return mail?.text.match(/\/confirm-registration\?token=(\S+)/)?.[1] ?? null;
}

/**
 * Signs up and confirms with the mailed link, as a learner does (issue 25, L14). The sign-up's answer is returned if
 * it failed; otherwise the confirmation's, which carries the new session cookie.
 */
export async function signUp(
  app: FastifyInstance,
  db: TDatabase,
  body: { email: string; password: string; displayName: string; states: string[] },
  remoteAddress = '10.0.0.1',
) {
  const request = await app.inject({
    method: 'POST',
    url: '/_api/auth/register_with_password',
    payload: body,
    remoteAddress,
  });
  if (request.statusCode !== 200) return request;
  const token = await mailedSignUpToken(db, body.email.trim().toLowerCase());
  return app.inject({ method: 'POST', url: '/_api/auth/confirm-registration', payload: { token }, remoteAddress });
}
