import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordResetTexts } from '../../../shared/domain/messages';
import { mailMessages, passwordResetRequests, passwordResetTokens } from '../../db/schema';
import { readBody, setupTestApp } from '../../test/app';
import { cookieFor, createUser, TEST_PASSWORD } from '../../test/factories';
import { processPasswordResetRequests } from './password-reset.service';

const ctx = setupTestApp();
afterEach(() => vi.useRealTimers());

const request = (email: string, remoteAddress = '10.7.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/_api/auth/request-password-reset', payload: { email }, remoteAddress });
const reset = (token: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/_api/auth/reset-password', payload: { token, password } });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/_api/auth/login_with_password', payload: { email, password } });

const runWorker = () =>
  processPasswordResetRequests(ctx.database.db, { publicOrigin: 'http://app.test', now: new Date() });

async function linkMailedTo(userId: number) {
  await runWorker();
  const [mail] = await ctx.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.userId, userId), eq(mailMessages.kind, 'password-reset')));
  const token = mail?.textBody.match(/reset-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error('no reset link was mailed');
  return token;
}

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const user = await createUser(ctx.database.db, { email: 'forgetful@example.test' });
    const known = await request('forgetful@example.test');
    const unknown = await request('stranger@example.test');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(passwordResetTexts.requested);
    expect(await linkMailedTo(user.id)).toHaveLength(43);
    const rows = await ctx.database.db.select().from(passwordResetTokens);
    expect(rows.every((row) => row.tokenHash.length === 64)).toBe(true);
  });

  it('does the same database work for a known and an unknown address, and leaves the lookup to the worker', async () => {
    const db = ctx.database.db;
    const user = await createUser(db, { email: 'timing-known@example.test' });
    const snapshot = async () => ({
      requests: (await db.select().from(passwordResetRequests)).length,
      tokens: (await db.select().from(passwordResetTokens)).length,
      mails: (await db.select().from(mailMessages)).length,
    });
    await runWorker();
    const before = await snapshot();
    await request('timing-known@example.test', '10.7.1.1');
    const afterKnown = await snapshot();
    await request('timing-unknown@example.test', '10.7.1.2');
    const afterUnknown = await snapshot();
    // Each answer stored exactly one queued request and nothing else: no token, no mail, whoever asked.
    expect(afterKnown).toEqual({ ...before, requests: before.requests + 1 });
    expect(afterUnknown).toEqual({ ...afterKnown, requests: afterKnown.requests + 1 });

    expect(await runWorker()).toBe(2);
    expect(await snapshot()).toEqual({ requests: 0, tokens: before.tokens + 1, mails: before.mails + 1 });
    expect(await linkMailedTo(user.id)).toHaveLength(43);
    const toStranger = await db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, 'timing-unknown@example.test'));
    expect(toStranger).toHaveLength(0);
  });

  it('sets the new password once, signs out every session, and refuses the link a second time', async () => {
    const user = await createUser(ctx.database.db, { email: 'reset-me@example.test' });
    const oldCookie = await cookieFor(ctx.database.db, user);
    await request('reset-me@example.test', '10.7.0.2');
    const token = await linkMailedTo(user.id);

    const first = await reset(token, 'Brand-new-pass-7');
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(passwordResetTexts.done);
    const session = await ctx.app.inject({ method: 'GET', url: '/_api/auth/session', headers: { cookie: oldCookie } });
    expect(readBody(session)).not.toHaveProperty('user');
    expect((await login('reset-me@example.test', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('reset-me@example.test', 'Brand-new-pass-7')).statusCode).toBe(200);
    const [notice] = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, user.id), eq(mailMessages.kind, 'password-changed')));
    expect(notice?.toAddress).toBe('reset-me@example.test');

    const second = await reset(token, 'Another-pass-8');
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toBe(passwordResetTexts.invalidToken);
  });

  it('refuses a link after one hour', async () => {
    const user = await createUser(ctx.database.db, { email: 'late@example.test' });
    await request('late@example.test', '10.7.0.3');
    const token = await linkMailedTo(user.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    const response = await reset(token, 'Too-late-pass-9');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(passwordResetTexts.invalidToken);
  });

  it('refuses a made-up token and a short password', async () => {
    expect((await reset('made-up-token', 'Long-enough-1')).statusCode).toBe(400);
    expect((await reset('x', 'short')).json().error).toBe('Password must be at least 8 characters');
  });
});
