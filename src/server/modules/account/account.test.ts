import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages, profileMessages } from '../../../shared/domain/account';
import { timeZoneMessages } from '../../../shared/domain/time-zones';
import * as schema from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser, TEST_PASSWORD } from '../../test/factories';

const ctx = setupTestApp();

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.database.db, overrides);
  return { user, cookie: await cookieFor(ctx.database.db, user) };
}
const post = (url: string, cookie: string, payload: unknown = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: superjsonBody(payload) });

describe('profile', () => {
  it('reads and updates the signed-in user only', async () => {
    const { user, cookie } = await signedIn();
    const read = readBody<{ id: number }>(
      await ctx.app.inject({ method: 'GET', url: '/_api/settings/profile', headers: { cookie } }),
    );
    expect(read.id).toBe(user.id);
    const updated = await post('/_api/settings/profile', cookie, {
      displayName: 'Casey Crop',
      // Pictures are uploaded (POST /_api/settings/avatar); an update can only remove one (issue 25, L22).
      avatarUrl: null,
      states: ['florida', 'texas'],
    });
    expect(readBody(updated)).toMatchObject({
      displayName: 'Casey Crop',
      avatarUrl: null,
      states: ['florida', 'texas'],
    });
  });

  it('refuses an e-mail another account uses, and bad fields with the spec texts', async () => {
    await createUser(ctx.database.db, { email: 'taken@example.test' });
    const { cookie } = await signedIn();
    const taken = await post('/_api/settings/profile', cookie, {
      email: 'Taken@example.test',
      currentPassword: TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(profileMessages.emailTaken);
    expect((await post('/_api/settings/profile', cookie, { displayName: '' })).json().error).toBe(
      profileMessages.displayNameEmpty,
    );
    expect((await post('/_api/settings/profile', cookie, { email: 'nope' })).json().error).toBe(
      profileMessages.invalidEmail,
    );
    expect((await post('/_api/settings/profile', cookie, { avatarUrl: 'javascript:alert(1)' })).json().error).toBe(
      profileMessages.invalidUrl,
    );
    expect((await post('/_api/settings/profile', cookie, { role: 'admin' })).statusCode).toBe(400);
  });
});

describe('time zone', () => {
  it('starts unknown, takes a valid IANA zone and refuses anything else with a clear message', async () => {
    const { cookie } = await signedIn();
    const read = await ctx.app.inject({ method: 'GET', url: '/_api/settings/profile', headers: { cookie } });
    expect(readBody<{ timezone: string | null }>(read).timezone).toBeNull();
    const saved = await post('/_api/settings/profile', cookie, { timezone: 'America/Chicago' });
    expect(readBody<{ timezone: string }>(saved).timezone).toBe('America/Chicago');
    for (const timezone of ['Mars/Olympus', '', 'x'.repeat(200), 'America/Chicago; DROP TABLE users']) {
      const refused = await post('/_api/settings/profile', cookie, { timezone });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(timeZoneMessages.invalid);
    }
    const session = await ctx.app.inject({ method: 'GET', url: '/_api/auth/session', headers: { cookie } });
    expect(readBody<{ user: { timezone: string } }>(session).user.timezone).toBe('America/Chicago');
  });
});

describe('empty profile update', () => {
  it('answers 200 with the unchanged profile when no field is sent', async () => {
    const { user, cookie } = await signedIn();
    const response = await post('/_api/settings/profile', cookie, {});
    expect(response.statusCode).toBe(200);
    expect(readBody(response)).toMatchObject({ id: user.id, email: user.email, displayName: user.displayName });
  });
});

describe('data export', () => {
  it('holds every section and no password hash or token', async () => {
    const { user, cookie } = await signedIn({ email: 'export-me@example.test' });
    await ctx.app.inject({
      method: 'POST',
      url: '/_api/contact',
      headers: { cookie },
      payload: superjsonBody({ name: 'Me', email: user.email, subject: 'Hi', message: 'A question about PPE.' }),
    });
    const response = await post('/_api/settings/export-data', cookie);
    expect(response.statusCode).toBe(200);
    const data = readBody<Record<string, unknown>>(response);
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['account', 'sessions', 'contactMessages', 'emailsSent', 'passwordResetRequests']),
    );
    expect(data.account).toMatchObject({ email: 'export-me@example.test' });
    expect(data.contactMessages).toHaveLength(1);
    const text = JSON.stringify(data);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain(cookie.slice('session='.length));
    expect(text).not.toMatch(/tokenHash|passwordHash/);
  });
});

describe('account deletion', () => {
  it('removes the account and every personal record, after which login fails', async () => {
    const { user, cookie } = await signedIn({ email: 'leaving@example.test' });
    await ctx.app.inject({
      method: 'POST',
      url: '/_api/contact',
      headers: { cookie },
      payload: superjsonBody({ name: 'Me', email: user.email, subject: 'Bye', message: 'Please delete my data.' }),
    });
    const response = await post('/_api/settings/delete-account', cookie, { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(readBody(response)).toMatchObject({ message: accountMessages.deleted });

    const db = ctx.database.db;
    expect(await db.select().from(schema.users).where(eq(schema.users.id, user.id))).toHaveLength(0);
    expect(await db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id))).toHaveLength(0);
    expect(
      await db.select().from(schema.contactMessages).where(eq(schema.contactMessages.userId, user.id)),
    ).toHaveLength(0);
    expect(await db.select().from(schema.mailMessages).where(eq(schema.mailMessages.userId, user.id))).toHaveLength(0);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/_api/auth/login_with_password',
      payload: { email: 'leaving@example.test', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it('asks for the password: none or a wrong one is a 400 and the account stays (issue 25, L15)', async () => {
    const { user, cookie } = await signedIn();
    const missing = await post('/_api/settings/delete-account', cookie);
    expect([missing.statusCode, missing.json().error]).toEqual([400, accountMessages.deletePasswordRequired]);
    const wrong = await post('/_api/settings/delete-account', cookie, { password: 'not-the-password' });
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, accountMessages.deletePasswordWrong]);
    const db = ctx.database.db;
    expect(await db.select().from(schema.users).where(eq(schema.users.id, user.id))).toHaveLength(1);
  });

  it('refuses to delete the last admin', async () => {
    const db = ctx.database.db;
    await db.delete(schema.users).where(eq(schema.users.role, 'admin'));
    const { user, cookie } = await signedIn({ role: 'admin' });
    const response = await post('/_api/settings/delete-account', cookie, { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(accountMessages.lastAdmin);
    expect(await db.select().from(schema.users).where(eq(schema.users.id, user.id))).toHaveLength(1);
    const second = await signedIn({ role: 'admin' });
    expect((await post('/_api/settings/delete-account', second.cookie, { password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
  });
});
