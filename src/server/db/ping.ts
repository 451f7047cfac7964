import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import type { TDatabase } from './client';

/**
 * How long the health check waits for `select 1`. A frozen server (SIGSTOP, a hung host) keeps its connections open
 * and never answers, and postgres-js waits for as long as that lasts; a load balancer needs to hear "down" instead.
 */
const PING_TIMEOUT_MS = 2_000;

/** Whether `query` settles successfully within PING_TIMEOUT_MS; a query that outlives the timer is not waited for. */
async function answersInTime(query: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      query.then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The ping through the app's own connection, for PGlite: one session in this process, so there is no pool to wait
 * in. A query that outlives the timer is left to finish or fail by itself.
 */
export function pingThrough(db: TDatabase) {
  return () => answersInTime(db.execute(sql`select 1`));
}

export interface TPingConnection {
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The ping for PostgreSQL, on a connection of its own: through the request pool it waited in the pool's queue whenever
 * uploads or slow requests held every connection (217 ms in CI), and a busy instance looked like a sick one. The
 * connection opens at the first ping. A ping that fails or runs out of time drops it without waiting (on a frozen
 * server a second ping would queue behind the first one's unanswered query), and the next ping opens a new one.
 */
export function postgresPing(url: string, options: postgres.Options<Record<string, never>>): TPingConnection {
  let client: postgres.Sql | undefined;
  let closed = false;

  const drop = (stale: postgres.Sql) => {
    if (client === stale) client = undefined;
    // end() with no grace: the query in flight is rejected at once and the socket is let go.
    void stale.end({ timeout: 0 }).catch(() => {});
  };

  return {
    async ping() {
      if (closed) return false;
      client ??= postgres(url, {
        ...options,
        max: 1,
        // Named, so an operator sees in pg_stat_activity which connection is the health check's.
        connection: { ...options.connection, application_name: 'health-ping', statement_timeout: PING_TIMEOUT_MS },
      });
      const current = client;
      const ok = await answersInTime(current`select 1`);
      if (!ok) drop(current);
      return ok;
    },
    async close() {
      closed = true;
      const last = client;
      client = undefined;
      await last?.end({ timeout: 5 });
    },
  };
}
