import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrationClosedMessage, userManagementTexts } from '../../../shared/domain/admin-operations-texts';
import { mailMessages, passwordResetTokens, sessions, users } from '../../db/schema';
import { readBody, sessionCookieFrom, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { signUp } from '../../test/sign-up';
import { enqueueMail } from '../mail/mail.service';
import { getPageSettings } from './platform.service';

// Admin Settings' User Management and System tabs (issue 16). Who may call them is checked for every route in
// src/server/access.test.ts (anonymous 401, students and learners 403).
const ctx = setupTestApp();
const DAY = 24 * 60 * 60 * 1000;

async function adminCookie() {
  return cookieFor(ctx.database.db, await createUser(ctx.database.db, { role: 'admin' }));
}

const saveUserManagement = (cookie: string, body: unknown, raw = false) =>
  ctx.app.inject({
    method: 'POST',
    url: '/_api/admin/settings/users',
    headers: { cookie },
    payload: raw ? (body as object) : superjsonBody(body),
  });

const register = (email: string) =>
  signUp(ctx.app, ctx.database.db, {
    email,
    password: 'Correct-Horse-9',
    displayName: 'New Learner',
    states: ['texas'],
  });

describe('Admin Settings: User Management', () => {
  it('starts open, national and 30-day sign-ins, counting the admins', async () => {
    const cookie = await adminCookie();
    const read = await ctx.app.inject({ method: 'GET', url: '/_api/admin/settings/users', headers: { cookie } });
    expect(read.statusCode).toBe(200);
    expect(readBody(read)).toMatchObject({
      registrationOpen: true,
      defaultState: 'national',
      sessionLifetimeDays: 30,
      adminCount: 1,
      pendingInvitations: [],
    });
  });

  it('closing registration refuses sign-ups with a clear 403, and opening it again lets them through', async () => {
    const cookie = await adminCookie();
    const closed = await saveUserManagement(cookie, {
      registrationOpen: false,
      defaultState: 'national',
      sessionLifetimeDays: 30,
    });
    expect(closed.statusCode).toBe(200);
    const refused = await register('closed@example.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(registrationClosedMessage);
    const [nobody] = await ctx.database.db.select().from(users).where(eq(users.email, 'closed@example.test'));
    expect(nobody).toBeUndefined();
    // What index.html embeds, so the sign-up page says so before the visitor fills in the form.
    expect(await getPageSettings(ctx.database.db)).toMatchObject({ registrationOpen: false });

    await saveUserManagement(cookie, { registrationOpen: true, defaultState: 'national', sessionLifetimeDays: 30 });
    expect((await register('open@example.test')).statusCode).toBe(200);
  });

  it('gives new sign-ins the lifetime the admin chose', async () => {
    const cookie = await adminCookie();
    await saveUserManagement(cookie, { registrationOpen: true, defaultState: 'national', sessionLifetimeDays: 2 });
    const started = Date.now();
    const response = await register('short@example.test');
    const token = decodeURIComponent(sessionCookieFrom(response).split('=')[1] ?? '');
    expect(token).not.toBe('');
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'short@example.test'));
    const [session] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    const lifetime = session!.expiresAt.getTime() - started;
    expect(lifetime).toBeGreaterThan(2 * DAY - 60_000);
    expect(lifetime).toBeLessThanOrEqual(2 * DAY + 60_000);
  });

  it('starts accounts created by an admin in the default jurisdiction and lists them as pending invitations', async () => {
    const cookie = await adminCookie();
    await saveUserManagement(cookie, { registrationOpen: true, defaultState: 'florida', sessionLifetimeDays: 30 });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/_api/admin/users',
      headers: { cookie },
      payload: superjsonBody({ displayName: 'Invited Ivy', email: 'ivy@example.test', role: 'student' }),
    });
    expect(created.statusCode).toBe(200);
    const [ivy] = await ctx.database.db.select().from(users).where(eq(users.email, 'ivy@example.test'));
    expect(ivy!.states).toEqual(['florida']);

    const read = await ctx.app.inject({ method: 'GET', url: '/_api/admin/settings/users', headers: { cookie } });
    const invitations = readBody<{ pendingInvitations: { email: string; linkExpiresAt: Date | null }[] }>(
      read,
    ).pendingInvitations;
    expect(invitations.map((i) => i.email)).toEqual(['ivy@example.test']);
    expect(invitations[0]!.linkExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);

    // Once the owner has set a password the invitation is no longer pending.
    await ctx.database.db.update(users).set({ passwordHash: 'set' }).where(eq(users.id, ivy!.id));
    await ctx.database.db.update(passwordResetTokens).set({ usedAt: new Date() });
    const after = await ctx.app.inject({ method: 'GET', url: '/_api/admin/settings/users', headers: { cookie } });
    expect(readBody<{ pendingInvitations: unknown[] }>(after).pendingInvitations).toEqual([]);
  });

  it('refuses a lifetime outside 1-90 days and an unknown jurisdiction with 400s, changing nothing', async () => {
    const cookie = await adminCookie();
    const readSettings = async () =>
      readBody(await ctx.app.inject({ method: 'GET', url: '/_api/admin/settings/users', headers: { cookie } }));
    const before = await readSettings();
    for (const body of [
      { registrationOpen: true, defaultState: 'national', sessionLifetimeDays: 0 },
      { registrationOpen: true, defaultState: 'national', sessionLifetimeDays: 91 },
      { registrationOpen: true, defaultState: 'national', sessionLifetimeDays: 1.5 },
      { registrationOpen: true, defaultState: 'atlantis', sessionLifetimeDays: 30 },
      { registrationOpen: 'yes', defaultState: 'national', sessionLifetimeDays: 30 },
    ]) {
      const response = await saveUserManagement(cookie, body, true);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const lifetime = await saveUserManagement(
      cookie,
      { registrationOpen: true, defaultState: 'national', sessionLifetimeDays: 91 },
      true,
    );
    expect(lifetime.json().issues[0].message).toBe(userManagementTexts.sessionLifetimeInvalid(1, 90));
    expect(await readSettings()).toEqual(before);
  });
});

describe('Admin Settings: System', () => {
  it('reports the engine, migrations, mail queue, payments, AI, content and app', async () => {
    const cookie = await adminCookie();
    await ctx.database.db.delete(mailMessages);
    await enqueueMail(ctx.database.db, new Date(), {
      kind: 'system-test',
      to: 'a@example.test',
      subject: 'A',
      text: 'A',
    });
    const response = await ctx.app.inject({ method: 'GET', url: '/_api/admin/system', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const status = readBody<Record<string, Record<string, unknown>>>(response);
    expect(status.database).toMatchObject({ engine: ctx.database.engine, healthy: true });
    expect(status.database!.appliedMigrations).toBe(status.database!.expectedMigrations);
    expect(status.database!.latestMigration).toMatch(/^\d{4}_/);
    expect(status.mail).toMatchObject({ transport: 'outbox', waiting: 1, failed: 0, healthy: true });
    // No Stripe keys in tests: the test checkout, flagged.
    expect(status.payments).toMatchObject({ mode: 'test', healthy: false });
    expect(status.ai).toEqual({ model: null, embeddingModel: null });
    expect(status.app!.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('flags failed mails and queues them again on request', async () => {
    const cookie = await adminCookie();
    await ctx.database.db.delete(mailMessages);
    await enqueueMail(ctx.database.db, new Date(), {
      kind: 'system-test',
      to: 'b@example.test',
      subject: 'B',
      text: 'B',
    });
    await ctx.database.db.update(mailMessages).set({ status: 'failed', attempts: 5, lastError: 'refused' });
    const before = await ctx.app.inject({ method: 'GET', url: '/_api/admin/system', headers: { cookie } });
    expect(readBody<{ mail: unknown }>(before).mail).toMatchObject({ failed: 1, healthy: false });

    const retried = await ctx.app.inject({
      method: 'POST',
      url: '/_api/admin/outbox/retry',
      headers: { cookie },
      payload: {},
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ retried: 1 });
    const [mail] = await ctx.database.db.select().from(mailMessages);
    expect(mail).toMatchObject({ status: 'pending', attempts: 0 });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/_api/admin/outbox/retry',
      headers: { cookie },
      payload: {},
    });
    expect(again.json()).toEqual({ retried: 0 });
  });
});
