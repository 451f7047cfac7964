import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../../shared/domain/limits';
import { serverMessages, validationMessages } from '../../../shared/domain/messages';
import { sessions, users } from '../../db/schema';
import { readBody, sessionCookieFrom, setupTestApp } from '../../test/app';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { hashSessionToken } from './sessions.service';

const ctx = setupTestApp();

const register = (body: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/_api/auth/register_with_password', payload: body, remoteAddress });
const login = (body: Record<string, unknown>, remoteAddress = '10.0.0.2') =>
  ctx.app.inject({ method: 'POST', url: '/_api/auth/login_with_password', payload: body, remoteAddress });
const session = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/_api/auth/session', headers: cookie ? { cookie } : {} });

const validRegistration = (email: string) => ({
  email,
  password: 'Sprayer-2024',
  displayName: 'Dana Field',
  states: ['texas'],
});

describe('registration', () => {
  it('creates a student, signs them in and answers the user as plain JSON', async () => {
    const response = await register(validRegistration('dana@example.test'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email: 'dana@example.test', role: 'student', displayName: 'Dana Field' });
    expect(body.user).not.toHaveProperty('passwordHash');
    const cookie = response.cookies.find((c) => c.name === 'session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = readBody<{ user: { email: string } }>(await session(sessionCookieFrom(response)));
    expect(me.user.email).toBe('dana@example.test');
  });

  it('stores the password as an argon2id hash', async () => {
    await register(validRegistration('hash@example.test'));
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'hash@example.test'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses the same e-mail twice, whatever its case', async () => {
    await register(validRegistration('twice@example.test'));
    const again = await register(validRegistration('TWICE@Example.test'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: serverMessages.emailInUse });
  });

  it('lets exactly one of two simultaneous registrations of an address through', async () => {
    const [a, b] = await Promise.all([
      register(validRegistration('race@example.test'), '10.0.1.1'),
      register(validRegistration('RACE@example.test'), '10.0.1.2'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('answers the spec texts for a short password, a missing name and no state', async () => {
    const short = await register({ ...validRegistration('short@example.test'), password: 'Abcdef1' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(validationMessages.passwordTooShort);
    const noName = await register({ ...validRegistration('noname@example.test'), displayName: '  ' });
    expect(noName.json().error).toBe(validationMessages.nameRequired);
    const noState = await register({ ...validRegistration('nostate@example.test'), states: [] });
    expect(noState.json().error).toBe(validationMessages.statesRequired);
  });

  it('refuses unknown keys with a 400', async () => {
    const response = await register({ ...validRegistration('extra@example.test'), role: 'admin' });
    expect(response.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'extra@example.test'));
    expect(row).toBeUndefined();
  });

  it('limits registrations per address with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= rateLimits.registerPerIp.limit; i++) {
      const response = await register(validRegistration(`burst${i}@example.test`), '10.9.9.9');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

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
