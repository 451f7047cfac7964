import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { setupTestApp } from '../../test/app';
import { TEST_POOL_SIZE } from '../../test/database';
import { healthBoundMs } from '../../test/health-watch';

// The health check's ping has a PostgreSQL connection of its own: requests that hold every pooled connection (ten
// uploads, slow reports) must not make a healthy database look slow or down to the load balancer.

const testDatabase = inject('testDatabase');

describe.skipIf(testDatabase.engine !== 'postgres')(
  'the health check while the pool is busy (skipped on PGlite)',
  () => {
    const ctx = setupTestApp();
    // Watches pg_stat_activity from outside the app's pool.
    let admin: postgres.Sql;
    beforeAll(() => {
      admin = postgres(testDatabase.location, { max: 1, onnotice: () => {} });
    });
    afterAll(() => admin?.end());

    const marker = 'health-ping-test-busy';
    const busyBackends = async () => {
      const [row] = await admin<{ busy: number }[]>`
      select count(*)::int as busy from pg_stat_activity
      where state = 'active' and query like ${`%${marker}%`} and pid <> pg_backend_pid()`;
      return row?.busy ?? 0;
    };

    it('answers 200 within the bound while every pooled connection runs a 3 s statement', async () => {
      // A first check outside the clock: it opens the ping's connection.
      expect((await ctx.app.inject({ method: 'GET', url: '/_api/health' })).statusCode).toBe(200);
      // then() sends each one now (Drizzle's queries are lazy); the marker is literal SQL so pg_stat_activity shows it.
      const sleeps = Array.from({ length: TEST_POOL_SIZE }, () =>
        ctx.database.db.execute(sql.raw(`select pg_sleep(3), '${marker}'`)).then(() => undefined),
      );
      try {
        // Every connection of the pool is running a sleep before the clock starts.
        const deadline = Date.now() + 2000;
        while ((await busyBackends()) < TEST_POOL_SIZE && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(await busyBackends()).toBe(TEST_POOL_SIZE);

        const started = performance.now();
        const health = await ctx.app.inject({ method: 'GET', url: '/_api/health' });
        const ms = performance.now() - started;
        expect(health.json()).toEqual({ status: 'ok', database: 'up' });
        expect(ms).toBeLessThan(healthBoundMs);
      } finally {
        await Promise.all(sleeps);
      }
    });
  },
);
