import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TDatabase } from '../../db/client';
import { serverSecret } from './server-secret';

const secretName = 'reminder-unsubscribe';
const tokenShape = /^(\d{1,12})\.([\w-]{43})$/;

const signature = (secret: Buffer, userId: number) =>
  createHmac('sha256', secret).update(`reminders-unsubscribe:v1:${userId}`).digest('base64url');

/**
 * The token in a reminder's unsubscribe link: the account id and an HMAC of it with the server's secret. It does not
 * expire: an unsubscribe link in an old mail must still work (RFC 8058 asks for links that keep working).
 */
export async function unsubscribeToken(db: TDatabase, userId: number): Promise<string> {
  return `${userId}.${signature(await serverSecret(db, secretName), userId)}`;
}

/** The account a token names, or null for anything not signed by this server. */
export async function userIdFromToken(db: TDatabase, token: string): Promise<number | null> {
  const match = tokenShape.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(signature(await serverSecret(db, secretName), userId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}
