import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordChangeMessages } from '../../../shared/domain/account';
import { validationMessages } from '../../../shared/domain/messages';
import { mailMessages } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser, TEST_PASSWORD } from '../../test/factories';

const ctx = setupTestApp();

const change = (cookie: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/_api/settings/change-password',
    headers: { cookie },
    payload: superjsonBody(payload),
  });
const signedIn = async (cookie: string) =>
  'user' in readBody(await ctx.app.inject({ method: 'GET', url: '/_api/auth/session', headers: { cookie } }));
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/_api/auth/login_with_password', payload: { email, password } });

describe('changing the password in Settings', () => {
  it('refuses a wrong or missing current password and a new one that breaks the registration rules', async () => {
    const user = await createUser(ctx.database.db);
    const cookie = await cookieFor(ctx.database.db, user);
    const wrong = await change(cookie, { currentPassword: 'Wrong-pass-1', newPassword: 'Another-pass-2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(passwordChangeMessages.wrongPassword);
    const missing = await change(cookie, { currentPassword: '', newPassword: 'Another-pass-2' });
    expect(missing.json().error).toBe(passwordChangeMessages.currentRequired);
    const short = await change(cookie, { currentPassword: TEST_PASSWORD, newPassword: 'Short1' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(validationMessages.passwordTooShort);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('sets the new password, ends the other sessions but keeps this one, and mails a notice', async () => {
    const user = await createUser(ctx.database.db);
    const here = await cookieFor(ctx.database.db, user);
    const elsewhere = await cookieFor(ctx.database.db, user);
    const response = await change(here, { currentPassword: TEST_PASSWORD, newPassword: 'Changed-pass-3' });
    expect(response.statusCode).toBe(200);
    expect(readBody(response)).toEqual({ success: true, message: passwordChangeMessages.changed });
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'Changed-pass-3')).statusCode).toBe(200);
    const [notice] = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, user.id), eq(mailMessages.kind, 'password-changed')));
    expect(notice?.toAddress).toBe(user.email);
  });

  it('is for signed-in users only', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/_api/settings/change-password',
      payload: superjsonBody({ currentPassword: 'x', newPassword: 'Another-pass-2' }),
    });
    expect(response.statusCode).toBe(401);
  });
});
