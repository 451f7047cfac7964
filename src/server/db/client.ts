import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

/** The one database type the services see, whichever engine sits underneath. */
export type TDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface TDatabaseHandle {
  db: TDatabase;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any fixed number works; every instance must use the same one so migrations run one at a time.
const MIGRATION_LOCK_ID = 727_001;

export interface TPostgresOptions {
  /** How long to wait for a new connection before the query fails (postgres-js waits 30 s by default). */
  connectTimeoutSeconds?: number;
}

/**
 * Fail fast while the database is away: a short connect timeout, and a reconnect delay capped well below
 * postgres-js's default backoff (which grows to 20 s, and every query waiting for a connection waits it out).
 * Requests then get a quick 503; the pool reconnects by itself once the database answers again.
 */
const reconnectDelaySeconds = (retries: number) => Math.min(0.05 * 2 ** retries, 0.5);

export function connectPostgres(url: string, poolSize = 10, options: TPostgresOptions = {}): TDatabaseHandle {
  const client = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    connect_timeout: options.connectTimeoutSeconds ?? 5,
    backoff: reconnectDelaySeconds,
  });
  const db = drizzlePostgres(client, { schema }) as unknown as TDatabase;
  return {
    db,
    engine: 'postgres',
    async migrate() {
      // Several instances may start at once: an advisory lock, held on a single dedicated connection,
      // lets one of them migrate while the others wait and then find nothing left to do.
      const lockClient = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await lockClient`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
        await migratePostgres(drizzlePostgres(lockClient, { schema }), { migrationsFolder });
        await lockClient`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
      } finally {
        await lockClient.end({ timeout: 5 });
      }
    },
    ping: () => pingDatabase(db),
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * PGlite runs the database on the thread that answers requests, and hands its lock from one queued statement to the
 * next in a microtask: a few uploads writing in a loop kept the event loop from timers and sockets for seconds, the
 * health check included. Each statement and transaction first waits for one turn of the event loop (setImmediate),
 * so sockets and timers are served between statements; inside a transaction statements run back to back.
 */
function yieldBetweenStatements(client: PGlite): PGlite {
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      await setImmediate();
      return original(...args);
    };
  }
  return client;
}

export function wrapPglite(pglite: PGlite): TDatabaseHandle {
  const client = yieldBetweenStatements(pglite);
  const db = drizzlePglite(client, { schema }) as unknown as TDatabase;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: () => pingDatabase(db),
    close: () => client.close(),
  };
}

export function connectPglite(dataDir: string): TDatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  return wrapPglite(new PGlite(dataDir));
}

async function pingDatabase(db: TDatabase): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
