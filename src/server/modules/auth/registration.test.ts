import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../../shared/domain/limits';
import { serverMessages, validationMessages } from '../../../shared/domain/messages';
import { registrationTexts } from '../../../shared/domain/registration-texts';
import { mailMessages, pendingRegistrations, users } from '../../db/schema';
import { readBody, sessionCookieFrom, setupTestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { mailedSignUpToken } from '../../test/sign-up';
import { runMaintenance } from '../maintenance/maintenance-worker';

// Sign-up by mailed link (issue 25, L14): the answer never tells whether an address has an account.
const ctx = setupTestApp();

const register = (body: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/_api/auth/register_with_password', payload: body, remoteAddress });
const confirm = (token: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/_api/auth/confirm-registration', payload: { token } });
const session = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/_api/auth/session', headers: { cookie } });
const mailsTo = (email: string) => ctx.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email));
const userOf = async (email: string) => (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0];

const validRegistration = (email: string) => ({
  email,
  password: 'Sprayer-2024',
  displayName: 'Dana Field',
  states: ['texas'],
});

describe('sign-up', () => {
  it('answers a new address with a mailed link and no account until the link is used', async () => {
    const response = await register(validRegistration('dana@example.test'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: registrationTexts.checkEmail('dana@example.test', true),
    });
    expect(response.cookies.find((c) => c.name === 'session')).toBeUndefined();
    expect(await userOf('dana@example.test')).toBeUndefined();
    const [mail] = await mailsTo('dana@example.test');
    expect(mail).toMatchObject({ kind: 'registration-confirm', userId: null });
    expect(mail!.textBody).toMatch(/^http:\/\/[\w.:]+\/confirm-registration\?token=[\w-]{43}$/m);
  });

  it('opens the account with the link, signs it in, and the link works once', async () => {
    await register(validRegistration('Dana.Two@Example.test'));
    const token = await mailedSignUpToken(ctx.database.db, 'dana.two@example.test');
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({
      email: 'dana.two@example.test',
      role: 'student',
      displayName: 'Dana Field',
      states: ['texas'],
    });
    expect(confirmed.json().user).not.toHaveProperty('passwordHash');
    const cookie = confirmed.cookies.find((c) => c.name === 'session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(readBody<{ user: { email: string } }>(await session(sessionCookieFrom(confirmed))).user.email).toBe(
      'dana.two@example.test',
    );
    // The password chosen at sign-up, stored as an argon2id hash.
    expect((await userOf('dana.two@example.test'))!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(registrationTexts.invalidToken);
  });

  it('answers an address with an account exactly as a new one, and mails its owner instead', async () => {
    const owner = await createUser(ctx.database.db, { email: 'owner@example.test' });
    const known = await register(validRegistration('OWNER@example.test'), '10.0.2.1');
    const fresh = await register(validRegistration('someone.new@example.test'), '10.0.2.2');
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.json()).toEqual({ success: true, message: registrationTexts.checkEmail('OWNER@example.test', true) });
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    const [mail] = await mailsTo('owner@example.test');
    expect(mail).toMatchObject({ kind: 'registration-existing', userId: owner.id });
    expect(mail!.textBody).toContain('already has one');
    expect(mail!.textBody).not.toContain('token=');
    // Nothing about the account changed, and no sign-up is waiting that could take it over.
    expect((await userOf('owner@example.test'))!.passwordHash).toBe(owner.passwordHash);
    expect(
      await ctx.database.db
        .select()
        .from(pendingRegistrations)
        .where(eq(pendingRegistrations.email, 'owner@example.test')),
    ).toEqual([]);
  });

  it('does the same password hashing for both, so timing does not tell either', async () => {
    // The old answer took 7 ms for a known address and 27 ms for a new one: the argon2 hash was skipped.
    await createUser(ctx.database.db, { email: 'timed@example.test' });
    const time = async (email: string, address: string) => {
      const started = performance.now();
      await register(validRegistration(email), address);
      return performance.now() - started;
    };
    const known: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await time('timed@example.test', `10.0.3.${i}`));
      fresh.push(await time(`timed${i}@example.test`, `10.0.4.${i}`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Both include an argon2id hash (tens of ms), which dwarfs the rest; the old gap was a factor of four.
    expect(median(known)).toBeGreaterThan(median(fresh) * 0.4);
  });

  it('keeps only the newest link of an address working', async () => {
    await register(validRegistration('twice@example.test'), '10.0.5.1');
    const first = await mailedSignUpToken(ctx.database.db, 'twice@example.test');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await register({ ...validRegistration('twice@example.test'), displayName: 'Second' }, '10.0.5.2');
    const second = await mailedSignUpToken(ctx.database.db, 'twice@example.test');
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).json().user.displayName).toBe('Second');
  });

  it('answers a link whose address got an account meanwhile with the spec text, and makes no second account', async () => {
    await register(validRegistration('meanwhile@example.test'));
    const token = await mailedSignUpToken(ctx.database.db, 'meanwhile@example.test');
    await createUser(ctx.database.db, { email: 'meanwhile@example.test' });
    const response = await confirm(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: serverMessages.emailInUse });
  });

  it('lets exactly one of two simultaneous uses of a link through', async () => {
    await register(validRegistration('race@example.test'));
    const token = await mailedSignUpToken(ctx.database.db, 'race@example.test');
    const statuses = (await Promise.all([confirm(token), confirm(token)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, 'race@example.test'))).toHaveLength(1);
  });

  it('refuses an expired link, and maintenance removes the sign-up with its password hash', async () => {
    await register(validRegistration('late@example.test'));
    const token = await mailedSignUpToken(ctx.database.db, 'late@example.test');
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    await ctx.database.db
      .update(pendingRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingRegistrations.email, 'late@example.test'));
    expect((await confirm(token)).json().error).toBe(registrationTexts.invalidToken);
    await runMaintenance(ctx.database.db, later);
    expect(
      await ctx.database.db
        .select()
        .from(pendingRegistrations)
        .where(eq(pendingRegistrations.email, 'late@example.test')),
    ).toEqual([]);
  });

  it('answers a missing or made-up token with a 400', async () => {
    expect((await confirm('')).json().error).toBe(registrationTexts.tokenRequired);
    expect((await confirm('x'.repeat(201))).statusCode).toBe(400);
    expect((await confirm('made-up')).json().error).toBe(registrationTexts.invalidToken);
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
    expect(await mailsTo('extra@example.test')).toEqual([]);
  });

  it('limits sign-ups per address with 429 and Retry-After, and mails to one inbox per hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= rateLimits.registerPerIp.limit; i++) {
      const response = await register(validRegistration(`burst${i}@example.test`), '10.9.9.9');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    for (let i = 0; i <= rateLimits.registerPerAccount.limit; i++) {
      await register(validRegistration('inbox@example.test'), `10.8.0.${i}`);
    }
    expect(await mailsTo('inbox@example.test')).toHaveLength(rateLimits.registerPerAccount.limit);
  });
});
