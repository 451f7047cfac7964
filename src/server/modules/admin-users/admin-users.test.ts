import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAdminUser } from '../../../shared/contract/admin-users';
import { accountMessages, profileMessages } from '../../../shared/domain/account';
import { adminUserMessages } from '../../../shared/domain/admin-users';
import { mailMessages, users } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';

const ctx = setupTestApp();

async function asAdmin() {
  const admin = await createUser(ctx.database.db, { role: 'admin' });
  return { admin, cookie: await cookieFor(ctx.database.db, admin) };
}
const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: superjsonBody(payload) });

describe('admin user management', () => {
  it('lists with search, role filter, sorting and pages', async () => {
    const { cookie } = await asAdmin();
    await createUser(ctx.database.db, { displayName: 'Zelda Sprayer', email: 'zelda@example.test' });
    await createUser(ctx.database.db, { displayName: 'Aaron Applicator', email: 'aaron@example.test' });
    const found = readBody<{ users: TAdminUser[]; total: number }>(await get('/_api/admin/users?search=zelda', cookie));
    expect(found.total).toBe(1);
    expect(found.users[0]).toMatchObject({ displayName: 'Zelda Sprayer', lastLogin: null });
    const students = readBody<{ users: TAdminUser[] }>(await get('/_api/admin/users?role=student&limit=100', cookie));
    expect(students.users.every((u) => u.role === 'student')).toBe(true);
    const sorted = readBody<{ users: TAdminUser[] }>(
      await get('/_api/admin/users?sortBy=displayName&sortDirection=asc&limit=1', cookie),
    );
    expect(sorted.users[0]!.displayName).toBe('Aaron Applicator');
    expect((await get('/_api/admin/users?limit=101', cookie)).statusCode).toBe(400);
    expect((await get('/_api/admin/users?sortBy=password', cookie)).statusCode).toBe(400);
  });

  it('shows one user with their activity, and 404 for an unknown id', async () => {
    const { cookie } = await asAdmin();
    const student = await createUser(ctx.database.db);
    await cookieFor(ctx.database.db, student);
    const details = readBody<{ user: TAdminUser; activity: { activeSessions: number } }>(
      await get(`/_api/admin/user?id=${student.id}`, cookie),
    );
    expect(details.user.id).toBe(student.id);
    expect(details.activity.activeSessions).toBe(1);
    const missing = await get('/_api/admin/user?id=999999', cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(adminUserMessages.notFound);
    expect((await get('/_api/admin/user?id=abc', cookie)).statusCode).toBe(400);
    // Beyond PostgreSQL's integer (the certificate card's call takes the same id): a clear 400, not a database error.
    for (const path of ['/_api/admin/user', '/_api/admin/user/certificate']) {
      const huge = await get(`${path}?id=99999999999999`, cookie);
      expect(huge.statusCode).toBe(400);
      expect(huge.json().error).toBe(adminUserMessages.idRequired);
    }
  });

  it('edits name, e-mail, role and avatar, refusing an e-mail in use', async () => {
    const { cookie } = await asAdmin();
    const student = await createUser(ctx.database.db);
    const other = await createUser(ctx.database.db);
    const updated = await post('/_api/admin/user/update', cookie, {
      id: student.id,
      displayName: 'Renamed',
      role: 'admin',
      avatarUrl: null,
    });
    expect(readBody(updated)).toMatchObject({ displayName: 'Renamed', role: 'admin' });
    const clash = await post('/_api/admin/user/update', cookie, { id: student.id, email: other.email });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe(profileMessages.emailTaken);
    expect(
      (await post('/_api/admin/user/update', cookie, { id: student.id, displayName: 'x'.repeat(256) })).statusCode,
    ).toBe(400);
  });

  it('keeps at least one admin: the last one can neither demote nor delete themselves', async () => {
    await ctx.database.db.delete(users).where(eq(users.role, 'admin'));
    const { admin, cookie } = await asAdmin();
    const demote = await post('/_api/admin/user/update', cookie, { id: admin.id, role: 'student' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toBe(accountMessages.lastAdmin);
    const remove = await post('/_api/admin/user/delete', cookie, { id: admin.id });
    expect(remove.statusCode).toBe(409);
  });

  it('deletes a user with their data and answers a message naming them', async () => {
    const { cookie } = await asAdmin();
    const student = await createUser(ctx.database.db, { displayName: 'Gone Soon' });
    const response = await post('/_api/admin/user/delete', cookie, { id: student.id });
    expect(readBody(response)).toEqual({ message: adminUserMessages.deleted('Gone Soon') });
    expect(await ctx.database.db.select().from(users).where(eq(users.id, student.id))).toHaveLength(0);
  });

  it('adds a user without a password and mails them a link to set one', async () => {
    const { cookie } = await asAdmin();
    const response = await post('/_api/admin/users', cookie, {
      email: 'New.Hire@example.test',
      displayName: 'New Hire',
    });
    const created = readBody<TAdminUser>(response);
    expect(created).toMatchObject({ email: 'new.hire@example.test', role: 'student' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, created.id));
    expect(row!.passwordHash).toBeNull();
    const [mail] = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.userId, created.id));
    expect(mail).toMatchObject({ kind: 'account-invitation', toAddress: 'new.hire@example.test' });
    const token = mail!.textBody.match(/token=([\w-]+)/)![1]!;
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/_api/auth/reset-password',
      payload: { token, password: 'First-password-1' },
    });
    expect(set.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/_api/auth/login_with_password',
      payload: { email: 'new.hire@example.test', password: 'First-password-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(
      (await post('/_api/admin/users', cookie, { email: 'new.hire@example.test', displayName: 'Again' })).statusCode,
    ).toBe(409);
  });

  it('adding the same address twice at once creates one user and answers the other 409 (issue 25 fuzz)', async () => {
    const { cookie } = await asAdmin();
    const body = { email: 'double.click@example.test', displayName: 'Double Click' };
    const answers = await Promise.all([
      post('/_api/admin/users', cookie, body),
      post('/_api/admin/users', cookie, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toBe(profileMessages.emailTaken);
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'double.click@example.test'));
    expect(rows).toHaveLength(1);
  });
});
