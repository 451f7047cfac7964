import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type TBuildAppOptions } from '../app';
import { readConfig } from '../config';
import { loadContentPack } from '../content/load-content-pack';
import type { TDatabaseHandle } from '../db/client';
import { seededRandom } from '../modules/course/check-draw';
import { seedPlatformSettings } from '../modules/platform/platform.service';
import { createTestDatabase } from './database';
import { fixture } from './fixture-pack';

export interface TTestContext {
  app: FastifyInstance;
  database: TDatabaseHandle;
}

/**
 * What a test may replace in the app (the tutor's retrieval and engine, the AI provider, the random source of the
 * draws, the content pack, the clock, how the server waits). A content pack given here is also loaded into the test database.
 */
export type TTestAppOptions = Partial<
  Pick<TBuildAppOptions, 'ai' | 'retriever' | 'tutorEngine' | 'random' | 'contentPack' | 'clock' | 'sleep'>
>;

/** The seeded random source a test app draws with unless the test gives its own: no test passes by chance. */
export const testRandom = (seed = 'test') => seededRandom(seed);

/**
 * One app on one fresh database per test file; the returned object is filled in beforeAll. The app draws with a
 * seeded random source and reads the fixture pack at run time (never the real pack); with `contentPack` it runs on
 * that pack, loaded into its database.
 */
export function setupTestApp(env: NodeJS.ProcessEnv = {}, options: TTestAppOptions = {}): TTestContext {
  const context = {} as TTestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    await seedPlatformSettings(context.database.db);
    // Loaded at the app's own time, so a test on a pinned clock sees its pack loaded then.
    const loadedAt = options.clock?.now() ?? new Date();
    if (options.contentPack) await loadContentPack(context.database.db, options.contentPack, loadedAt);
    const config = readConfig({ NODE_ENV: 'test', WEB_DIST_DIR: 'dist/does-not-exist', ...env });
    context.app = await buildApp({
      config,
      database: context.database,
      logger: false,
      random: testRandom(),
      contentPack: fixture.pack,
      // No test waits for real (the login slow-down); a test that looks at the waits gives its own recorder.
      sleep: async () => {},
      ...options,
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/** Reads a response body, unwrapping superjson when the endpoint uses it. */
export function readBody<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  const body = response.json();
  if (body && typeof body === 'object' && 'json' in body) return superjson.deserialize(body) as T;
  return body as T;
}

export const superjsonBody = (value: unknown) => superjson.serialize(value);

export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'session');
  if (!cookie) throw new Error(`no session cookie in the answer (status ${response.statusCode})`);
  return `session=${cookie.value}`;
}

export type { InjectOptions };
