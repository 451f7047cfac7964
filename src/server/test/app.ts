import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type TBuildAppOptions } from '../app';
import { readConfig } from '../config';
import type { TDatabaseHandle } from '../db/client';
import { seedPlatformSettings } from '../modules/platform/platform.service';
import { createTestDatabase } from './database';

export interface TTestContext {
  app: FastifyInstance;
  database: TDatabaseHandle;
}

/** What a test may replace in the app (the tutor's retrieval and engine, the AI provider, the clock). */
export type TTestAppOptions = Partial<Pick<TBuildAppOptions, 'ai' | 'retriever' | 'tutorEngine' | 'clock'>>;

/** One app on one fresh database per test file; the returned object is filled in beforeAll. */
export function setupTestApp(env: NodeJS.ProcessEnv = {}, options: TTestAppOptions = {}): TTestContext {
  const context = {} as TTestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    await seedPlatformSettings(context.database.db);
    const config = readConfig({ NODE_ENV: 'test', WEB_DIST_DIR: 'dist/does-not-exist', ...env });
    context.app = await buildApp({ config, database: context.database, logger: false, ...options });
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
