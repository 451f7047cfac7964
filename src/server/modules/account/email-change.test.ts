import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TProfile } from '../../../shared/contract/settings';
import { emailChangeMessages, passwordChangeMessages, profileMessages } from '../../../shared/domain/account';
import { rateLimits } from '../../../shared/domain/limits';
import { mailMessages, users } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser, TEST_PASSWORD } from '../../test/factories';

const ctx = setupTestApp();
afterEach(() => vi.useRealTimers());

async function signedIn(email: string) {
  const user = await createUser(ctx.database.db, { email });
  return { user, cookie: await cookieFor(ctx.database.db, user) };
}
const updateProfile = (cookie: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/_api/settings/profile',
    headers: { cookie },
    payload: superjsonBody(payload),
  });
const readProfile = async (cookie: string) =>
  readBody<TProfile>(await ctx.app.inject({ method: 'GET', url: '/_api/settings/profile', headers: { cookie } }));
const confirm = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/_api/settings/confirm-email', payload: superjsonBody({ token }) });
const login = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/_api/auth/login_with_password',
    payload: { email, password: TEST_PASSWORD },
  });
const emailOf = async (userId: number) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, userId)))[0]!.email;
const mailsOfKind = (userId: number, kind: string) =>
  ctx.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.userId, userId), eq(mailMessages.kind, kind)));

async function linkMailedTo(userId: number, address: string) {
  const mails = (await mailsOfKind(userId, 'email-change-confirm')).filter((m) => m.toAddress === address);
  const token = mails.at(-1)?.textBody.match(/confirm-email\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no confirmation link was mailed to ${address}`);
  return token;
}

describe('changing the e-mail address', () => {
  it('needs the current password, and a wrong one changes nothing', async () => {
    const { user, cookie } = await signedIn('keep@example.test');
    const missing = await updateProfile(cookie, { email: 'thief@example.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(emailChangeMessages.passwordRequired);
    const wrong = await updateProfile(cookie, { email: 'thief@example.test', currentPassword: 'Not-the-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(passwordChangeMessages.wrongPassword);
    expect(await emailOf(user.id)).toBe('keep@example.test');
    expect((await readProfile(cookie)).pendingEmail).toBeNull();
    expect(await mailsOfKind(user.id, 'email-change-confirm')).toHaveLength(0);
  });

  it('keeps the old address until the link mailed to the new one is opened, and tells the old address', async () => {
    const { user, cookie } = await signedIn('before@example.test');
    const response = await updateProfile(cookie, { email: 'After@example.test', currentPassword: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(readBody(response)).toMatchObject({ email: 'before@example.test', pendingEmail: 'after@example.test' });
    expect((await readProfile(cookie)).pendingEmail).toBe('after@example.test');
    const [notice] = await mailsOfKind(user.id, 'email-change-notice');
    expect(notice?.toAddress).toBe('before@example.test');
    expect(notice?.textBody).toContain('after@example.test');
    expect((await login('after@example.test')).statusCode).toBe(401);

    const token = await linkMailedTo(user.id, 'after@example.test');
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(readBody(confirmed)).toMatchObject({ message: emailChangeMessages.confirmed, email: 'after@example.test' });
    expect(await emailOf(user.id)).toBe('after@example.test');
    expect((await readProfile(cookie)).pendingEmail).toBeNull();
    expect((await login('after@example.test')).statusCode).toBe(200);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(emailChangeMessages.invalidToken);
  });

  it('replaces an earlier request with a new one', async () => {
    const { user, cookie } = await signedIn('twice-change@example.test');
    await updateProfile(cookie, { email: 'first-choice@example.test', currentPassword: TEST_PASSWORD });
    const first = await linkMailedTo(user.id, 'first-choice@example.test');
    await updateProfile(cookie, { email: 'second-choice@example.test', currentPassword: TEST_PASSWORD });
    expect((await readProfile(cookie)).pendingEmail).toBe('second-choice@example.test');
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(await linkMailedTo(user.id, 'second-choice@example.test'))).statusCode).toBe(200);
    expect(await emailOf(user.id)).toBe('second-choice@example.test');
  });

  it('refuses the link when another account took the address in the meantime', async () => {
    const { user, cookie } = await signedIn('slow@example.test');
    await updateProfile(cookie, { email: 'contested@example.test', currentPassword: TEST_PASSWORD });
    await createUser(ctx.database.db, { email: 'contested@example.test' });
    const response = await confirm(await linkMailedTo(user.id, 'contested@example.test'));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(profileMessages.emailTaken);
    expect(await emailOf(user.id)).toBe('slow@example.test');
  });

  it('refuses a link after 24 hours and a made-up token', async () => {
    const { user, cookie } = await signedIn('late-confirm@example.test');
    await updateProfile(cookie, { email: 'late-new@example.test', currentPassword: TEST_PASSWORD });
    const token = await linkMailedTo(user.id, 'late-new@example.test');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    expect((await confirm(token)).statusCode).toBe(400);
    vi.useRealTimers();
    expect((await confirm('made-up')).json().error).toBe(emailChangeMessages.invalidToken);
    expect((await confirm('')).statusCode).toBe(400);
  });

  it('changes the other fields without a password, including when the same address is sent back', async () => {
    const { user, cookie } = await signedIn('same@example.test');
    const response = await updateProfile(cookie, {
      email: 'SAME@example.test',
      displayName: 'New Name',
      states: ['texas'],
    });
    expect(response.statusCode).toBe(200);
    expect(readBody(response)).toMatchObject({
      email: 'same@example.test',
      displayName: 'New Name',
      pendingEmail: null,
    });
    expect(await mailsOfKind(user.id, 'email-change-notice')).toHaveLength(0);
  });

  it('limits wrong current passwords per account, so a stolen session cannot guess it', async () => {
    const { cookie } = await signedIn('guessed@example.test');
    let last = 0;
    for (let i = 0; i <= rateLimits.currentPasswordPerUser.limit; i++) {
      last = (await updateProfile(cookie, { email: 'x@example.test', currentPassword: `guess-${i}` })).statusCode;
    }
    expect(last).toBe(429);
  });
});
