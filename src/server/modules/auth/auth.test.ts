import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../../shared/domain/limits';
import { serverMessages } from '../../../shared/domain/messages';
import { sessions, users } from '../../db/schema';
import { readBody, sessionCookieFrom, setupTestApp } from '../../test/app';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { hashSessionToken } from './sessions.service';

const ctx = setupTestApp();

const login = (body: Record<string, unknown>, remoteAddress = '10.0.0.2') =>
  ctx.app.inject({ method: 'POST', url: '/_api/auth/login_with_password', payload: body, remoteAddress });
const session = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/_api/auth/session', headers: cookie ? { cookie } : {} });

describe('login and logout', () => {
  it('signs in with the right password and starts a new session each time', async () => {
    const user = await createUser(ctx.database.db, { email: 'login@example.test' });
    const first = await login({ email: 'LOGIN@example.test', password: TEST_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.id).toBe(user.id);
    const second = await login({ email: 'login@example.test', password: TEST_PASSWORD });
    expect(sessionCookieFrom(second)).not.toBe(sessionCookieFrom(first));
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLoginAt).not.toBeNull();
  });

  it('gives an unknown e-mail and a wrong password the same answer', async () => {
    await createUser(ctx.database.db, { email: 'known@example.test' });
    const wrong = await login({ email: 'known@example.test', password: 'Wrong-password-1' });
    const unknown = await login({ email: 'nobody@example.test', password: 'Wrong-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ error: serverMessages.invalidCredentials });
  });

  it('slows a burst of wrong passwords for one account from many addresses down, without locking it (L13)', async () => {
    await createUser(ctx.database.db, { email: 'target@example.test' });
    const statuses: number[] = [];
    for (let i = 0; i <= rateLimits.loginPerAccount.limit; i++) {
      const response = await login({ email: 'target@example.test', password: `guess-${i}` }, `10.1.0.${i + 1}`);
      statuses.push(response.statusCode);
    }
    // The waits themselves are checked in login-slow-down.test.ts.
    expect(statuses.every((s) => s === 401)).toBe(true);
  });

  it('does not count successful logins toward any limit', async () => {
    await createUser(ctx.database.db, { email: 'daily@example.test' });
    for (let i = 0; i <= rateLimits.loginPerAccountAndIp.limit + 1; i++) {
      const response = await login({ email: 'daily@example.test', password: TEST_PASSWORD }, '10.4.0.1');
      expect(response.statusCode, `login ${i + 1}`).toBe(200);
    }
  });

  it('lets the owner in from another address while a stranger is locked out of guessing', async () => {
    await createUser(ctx.database.db, { email: 'owner@example.test' });
    for (let i = 0; i < rateLimits.loginPerAccountAndIp.limit; i++) {
      expect((await login({ email: 'owner@example.test', password: `guess-${i}` }, '10.4.1.1')).statusCode).toBe(401);
    }
    const stranger = await login({ email: 'owner@example.test', password: TEST_PASSWORD }, '10.4.1.1');
    expect(stranger.statusCode).toBe(429);
    const owner = await login({ email: 'owner@example.test', password: TEST_PASSWORD }, '10.4.1.2');
    expect(owner.statusCode).toBe(200);
  });

  it('resets the count of an address for an account when that address logs in', async () => {
    await createUser(ctx.database.db, { email: 'typo@example.test' });
    const almost = rateLimits.loginPerAccountAndIp.limit - 1;
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < almost; i++) {
        expect((await login({ email: 'typo@example.test', password: `typo-${i}` }, '10.4.2.1')).statusCode).toBe(401);
      }
      expect((await login({ email: 'typo@example.test', password: TEST_PASSWORD }, '10.4.2.1')).statusCode).toBe(200);
    }
  });

  it('limits login attempts per address across accounts', async () => {
    let last = 0;
    for (let i = 0; i <= rateLimits.loginPerIp.limit; i++) {
      last = (await login({ email: `spray${i}@example.test`, password: 'guess' }, '10.2.0.1')).statusCode;
    }
    expect(last).toBe(429);
  });

  it('after logout the old cookie opens nothing and the table keeps only hashes', async () => {
    await createUser(ctx.database.db, { email: 'bye@example.test' });
    const response = await login({ email: 'bye@example.test', password: TEST_PASSWORD }, '10.3.0.1');
    const cookie = sessionCookieFrom(response);
    const token = cookie.slice('session='.length);
    const stored = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(stored).toHaveLength(1);
    const everyHash = (await ctx.database.db.select().from(sessions)).map((s) => s.tokenHash);
    expect(everyHash).not.toContain(token);

    const out = await ctx.app.inject({ method: 'POST', url: '/_api/auth/logout', headers: { cookie }, payload: {} });
    expect(out.statusCode).toBe(200);
    expect(readBody(await session(cookie))).toEqual({ error: serverMessages.notAuthenticated });
    const left = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(left).toHaveLength(0);
  });

  it('answers signed-out session checks with the error text and no-store', async () => {
    const response = await session();
    expect(response.statusCode).toBe(200);
    expect(readBody(response)).toEqual({ error: serverMessages.notAuthenticated });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
