import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectPostgres, type TDatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { rowsOf } from '../knowledge/sql-rows';

// The statement limits PostgreSQL connections run with (issue 25, L17); outage.test.ts covers the server going away.

const testDatabase = inject('testDatabase');

/** PostgreSQL's SQLSTATE, whether the driver's error arrives bare or wrapped by Drizzle (as `cause`). */
function postgresCode(error: unknown): unknown {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

describe.skipIf(testDatabase.engine !== 'postgres')('PostgreSQL statement limits (skipped on PGlite)', () => {
  let database: TDatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('runs pooled connections with a 30 s statement timeout and a 60 s idle-in-transaction timeout', async () => {
    const [settings] = rowsOf<{ statement: string; idle: string }>(
      await database.db.execute(sql`select current_setting('statement_timeout') as statement,
        current_setting('idle_in_transaction_session_timeout') as idle`),
    );
    expect(settings).toEqual({ statement: '30s', idle: '1min' });
  });

  it('has the server cancel a statement that runs past the statement timeout', async () => {
    const short = connectPostgres(testDatabase.location, 1, { statementTimeoutMs: 300 });
    try {
      const started = performance.now();
      const error = await short.db.execute(sql`select pg_sleep(5)`).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(postgresCode(error)).toBe('57014'); // query_canceled
      expect(performance.now() - started).toBeLessThan(4000);
    } finally {
      await short.close();
    }
  });
});
