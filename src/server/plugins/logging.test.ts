import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { users } from '../db/schema';
import { setupTestApp } from '../test/app';
import { serializeError } from './log-serializers';

const ctx = setupTestApp();
const marker = `secret${randomBytes(6).toString('hex')}`;
const lines: string[] = [];
let app: FastifyInstance;

const newUser = () => ({
  email: `${marker}@example.test`,
  displayName: 'Logged',
  passwordHash: `$argon2id$v=19$m=19456,t=2,p=1$${marker}$${marker}`,
  role: 'student' as const,
  states: ['national'],
});

beforeAll(async () => {
  const config = readConfig({ NODE_ENV: 'test', WEB_DIST_DIR: 'dist/none', LOG_LEVEL: 'info' });
  app = await buildApp({ config, database: ctx.database, logStream: { write: (line) => void lines.push(line) } });
  const { db } = ctx.database;
  // Routes that fail inside a query bound to the marker, the way a service's query fails in production.
  app.post('/test/unique-violation', async () => {
    await db.insert(users).values(newUser());
    await db.insert(users).values(newUser());
    return { ok: true };
  });
  app.get('/test/bad-cast', async () => db.execute(sql`select ${marker}::int as n`));
  await app.ready();
});
afterAll(() => app?.close());

describe('error logs', () => {
  it('keep what failed (code, constraint, SQL) but none of the values a failed query was bound to', async () => {
    const unique = await app.inject({ method: 'POST', url: '/test/unique-violation?token=abc' });
    expect(unique.statusCode).toBe(500);
    const cast = await app.inject({ method: 'GET', url: '/test/bad-cast' });
    expect(cast.statusCode).toBe(500);

    const output = lines.join('');
    expect(output).toContain('unhandled error');
    expect(output).toContain('23505');
    expect(output).toContain('22P02');
    expect(output).toContain('insert into \\"users\\"');
    expect(output).not.toContain(marker);
    expect(output).not.toContain('argon2id');
  });

  it('apply to the background workers too, which log through the same logger', async () => {
    const error = await ctx.database.db
      .insert(users)
      .values({ ...newUser(), email: 'taken@example.test' })
      .then(() => ctx.database.db.insert(users).values({ ...newUser(), email: 'taken@example.test' }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    lines.length = 0;
    app.log.error({ err: error }, 'maintenance run failed');
    const output = lines.join('');
    expect(output).toContain('maintenance run failed');
    expect(output).not.toContain(marker);
    expect(output).not.toContain('taken@example.test');
  });

  it('survive errors without a stack, strings and cycles of causes', () => {
    const looped = new Error('loop');
    (looped as { cause?: unknown }).cause = looped;
    expect(serializeError(looped).message).toBe('loop');
    expect(serializeError('a token')).toEqual({ type: 'string', message: '[thrown string]', stack: '' });
  });
});
