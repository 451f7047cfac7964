import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { ensureAdminAccount } from './auth.service';

const ctx = setupTestApp();

describe('first admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('is created once, can sign in, and is left alone on the next start', async () => {
    const password = 'Admin-passphrase-42';
    expect(await ensureAdminAccount(ctx.database.db, 'Boss@Example.test', password)).toBe('created');
    expect(await ensureAdminAccount(ctx.database.db, 'boss@example.test', 'Another-one-99')).toBe('exists');
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'boss@example.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe('admin');

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/_api/auth/login_with_password',
      payload: { email: 'boss@example.test', password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('admin');
  });
});
