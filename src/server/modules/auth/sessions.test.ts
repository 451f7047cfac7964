import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionAbsoluteLifetimeMs, sessionIdleTimeoutMs } from '../../../shared/domain/limits';
import { sessions } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { createSession, findSessionUser, hashSessionToken } from './sessions.service';

const ctx = setupTestApp();
const minutes = (n: number) => n * 60_000;

describe('session lifetime', () => {
  it('uses tokens of 256 random bits and stores only their hash', async () => {
    const user = await createUser(ctx.database.db);
    const token = await createSession(ctx.database.db, user.id, new Date());
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashSessionToken(token)]);
  });

  it('ends a session left idle longer than the idle timeout', async () => {
    const user = await createUser(ctx.database.db);
    const start = new Date('2026-01-01T00:00:00Z');
    const token = await createSession(ctx.database.db, user.id, start);
    const justBefore = new Date(start.getTime() + sessionIdleTimeoutMs - minutes(1));
    expect((await findSessionUser(ctx.database.db, token, justBefore))?.id).toBe(user.id);
    // That use moved last-seen forward, so the idle clock restarts from there.
    const laterUse = new Date(justBefore.getTime() + sessionIdleTimeoutMs - minutes(1));
    expect((await findSessionUser(ctx.database.db, token, laterUse))?.id).toBe(user.id);
    const tooLate = new Date(laterUse.getTime() + sessionIdleTimeoutMs + minutes(1));
    expect(await findSessionUser(ctx.database.db, token, tooLate)).toBeNull();
  });

  it('ends a session at its absolute lifetime even when used every day', async () => {
    const user = await createUser(ctx.database.db);
    const start = new Date('2026-02-01T00:00:00Z');
    const token = await createSession(ctx.database.db, user.id, start);
    const day = 24 * 60 * minutes(1);
    let now = start;
    while (now.getTime() + day < start.getTime() + sessionAbsoluteLifetimeMs) {
      now = new Date(now.getTime() + day);
      expect(await findSessionUser(ctx.database.db, token, now)).not.toBeNull();
    }
    const past = new Date(start.getTime() + sessionAbsoluteLifetimeMs + 1);
    expect(await findSessionUser(ctx.database.db, token, past)).toBeNull();
  });

  it('does not accept the stored hash as a token', async () => {
    const user = await createUser(ctx.database.db);
    const token = await createSession(ctx.database.db, user.id, new Date());
    expect(await findSessionUser(ctx.database.db, hashSessionToken(token), new Date())).toBeNull();
  });
});
