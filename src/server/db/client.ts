import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { pingThrough, postgresPing } from './ping';
import * as schema from './schema';

/** The one database type the services see, whichever engine sits underneath. */
export type TDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface TDatabaseHandle {
  db: TDatabase;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Runs `work` while holding `lock`, unless someone else holds it (another instance, or another call in this
   * process): then answers { ran: false } at once, without waiting. For work that spans many statements and no
   * transaction, such as a backfill that calls a model between its writes.
   */
  tryExclusive<T>(lock: TAdvisoryLock, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  close(): Promise<void>;
}

/** A PostgreSQL advisory lock in its two-integer form: a space per kind of work, a key within it. */
export interface TAdvisoryLock {
  space: number;
  key: number;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any fixed number works; every instance must use the same one so migrations run one at a time.
const MIGRATION_LOCK_ID = 727_001;

export interface TPostgresOptions {
  /** How long to wait for a new connection before the query fails (postgres-js waits 30 s by default). */
  connectTimeoutSeconds?: number;
  /** The server cancels a statement that runs longer (PostgreSQL's statement_timeout). */
  statementTimeoutMs?: number;
}

/**
 * The server's own limits on every pooled connection, so that one stuck statement or an abandoned transaction cannot
 * hold a connection (and the locks it took) for ever: a web request that needs more than 30 s of SQL has failed
 * anyway, and no transaction of ours waits on anything outside the database for a minute. Migrations run on a
 * connection of their own without these limits.
 */
const STATEMENT_TIMEOUT_MS = 30_000;
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

/**
 * Fail fast while the database is away: a short connect timeout, and a reconnect delay capped well below
 * postgres-js's default backoff (which grows to 20 s, and every query waiting for a connection waits it out).
 * Requests then get a quick 503; the pool reconnects by itself once the database answers again.
 */
const reconnectDelaySeconds = (retries: number) => Math.min(0.05 * 2 ** retries, 0.5);

export function connectPostgres(url: string, poolSize = 10, options: TPostgresOptions = {}): TDatabaseHandle {
  const connectionOptions = {
    onnotice: () => {},
    connect_timeout: options.connectTimeoutSeconds ?? 5,
    backoff: reconnectDelaySeconds,
    connection: {
      statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  };
  const client = postgres(url, { max: poolSize, ...connectionOptions });
  const db = drizzlePostgres(client, { schema }) as unknown as TDatabase;
  // Not from the pool: a pool that requests keep busy is no sign of a database that is down (db/ping.ts).
  const pingConnection = postgresPing(url, connectionOptions);
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
    ping: pingConnection.ping,
    async tryExclusive(lock, work) {
      // A session lock lasts across statements but belongs to one connection, so it gets a connection of its own
      // (the pool would hand the unlock to another). If this process dies, its session and the lock end with it.
      const lockClient = postgres(url, { max: 1, ...connectionOptions });
      try {
        const [row] = await lockClient<{ locked: boolean }[]>`
          select pg_try_advisory_lock(${lock.space}, ${lock.key}) as locked`;
        if (!row?.locked) return { ran: false };
        try {
          return { ran: true, value: await work() };
        } finally {
          // Closing the session below releases the lock too; unlocking first makes that certain before we return.
          await lockClient`select pg_advisory_unlock(${lock.space}, ${lock.key})`.catch(() => {});
        }
      } finally {
        await lockClient.end({ timeout: 5 });
      }
    },
    async close() {
      await Promise.all([client.end({ timeout: 5 }), pingConnection.close()]);
    },
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
  // PGlite is one session in one process, and a session is granted an advisory lock it already holds: every caller
  // would get it. Callers take turns here instead; no other process opens the same data directory.
  const held = new Set<string>();
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: pingThrough(db),
    async tryExclusive(lock, work) {
      const id = `${lock.space}:${lock.key}`;
      if (held.has(id)) return { ran: false };
      held.add(id);
      try {
        return { ran: true, value: await work() };
      } finally {
        held.delete(id);
      }
    },
    close: () => client.close(),
  };
}

export function connectPglite(dataDir: string): TDatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  return wrapPglite(new PGlite(dataDir));
}
