import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../shared/contract/all';
import type { TAccess } from '../shared/contract/endpoint';
import { setupTestApp } from './test/app';
import { cookieFor, createCallers, createUser } from './test/factories';

const ctx = setupTestApp();

type TCaller = 'anonymous' | 'student' | 'learner' | 'expiredLearner' | 'admin';
const callers: TCaller[] = ['anonymous', 'student', 'learner', 'expiredLearner', 'admin'];

/** What the guard must answer for each kind of caller: a refusal status, or null for "let through". */
const expectedRefusal: Record<TAccess, Record<TCaller, 401 | 403 | null>> = {
  public: { anonymous: null, student: null, learner: null, expiredLearner: null, admin: null },
  user: { anonymous: 401, student: null, learner: null, expiredLearner: null, admin: null },
  learner: { anonymous: 401, student: 403, learner: null, expiredLearner: 403, admin: null },
  admin: { anonymous: 401, student: 403, learner: 403, expiredLearner: 403, admin: null },
};

const undeclaredApiRoutes = (app: FastifyInstance) => app.apiRoutes.filter((route) => !route.endpoint);

describe('server-side access rules', () => {
  it('every /_api route comes from a contract declaration, and every declaration is served', () => {
    expect(ctx.app.apiRoutes.length).toBeGreaterThan(0);
    expect(undeclaredApiRoutes(ctx.app)).toEqual([]);
    const served = new Set(ctx.app.apiRoutes.map((r) => `${r.method} ${r.url}`));
    const declared = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(declared.filter((key) => !served.has(key))).toEqual([]);
  });

  it('the list of declarations includes every contract file', async () => {
    const dir = path.resolve('src/shared/contract');
    const listed = new Set(allEndpoints);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const module = (await import(path.join(dir, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        const isEndpoint = typeof value === 'object' && value !== null && 'path' in value && 'access' in value;
        if (isEndpoint) expect(listed.has(value as never), `${file}: ${name} is missing from all.ts`).toBe(true);
      }
    }
  });

  it('a route registered by hand, outside the contract, is caught', async () => {
    const { buildApp } = await import('./app');
    const { readConfig } = await import('./config');
    const app = await buildApp({
      config: readConfig({ WEB_DIST_DIR: 'dist/none' }),
      database: ctx.database,
      logger: false,
    });
    app.get('/_api/sneaky', async () => ({ secret: true }));
    await app.ready();
    expect(undeclaredApiRoutes(app).map((r) => r.url)).toEqual(['/_api/sneaky']);
    await app.close();
  });

  it('answers each caller as the declaration says, on every route', async () => {
    const db = ctx.database.db;
    // Fresh callers for every route: walking the routes also walks logout and account deletion.
    const callersForOneRoute = async () => ({
      ...(await createCallers(db)),
      expiredLearner: await createUser(db, {
        purchaseStatus: 'completed',
        purchaseExpiresAt: new Date(Date.now() - 1),
      }),
    });

    const mismatches: string[] = [];
    for (const route of ctx.app.apiRoutes) {
      const access = route.endpoint!.access;
      const users = await callersForOneRoute();
      for (const caller of callers) {
        const user = users[caller];
        const cookie = user ? await cookieFor(db, user) : undefined;
        const response = await ctx.app.inject({
          method: route.method as 'GET' | 'POST',
          url: route.url,
          headers: cookie ? { cookie } : {},
          ...(route.method === 'POST' ? { payload: {} } : {}),
        });
        const refused = response.statusCode === 401 || response.statusCode === 403 ? response.statusCode : null;
        const expected = expectedRefusal[access][caller];
        if (refused !== expected) {
          mismatches.push(
            `${route.method} ${route.url} as ${caller}: ${response.statusCode}, expected ${expected ?? 'allowed'}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Five callers on every route: the walk grows with each new endpoint and passed 20 s on a busy machine.
  }, 60_000);
});
