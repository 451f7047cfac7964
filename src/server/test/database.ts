import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { connectPostgres, type TDatabaseHandle, wrapPglite } from '../db/client';
import { TEMPLATE_DATABASE, withDatabase } from './database-names';

/** The pool each PostgreSQL test database gets: a test that fills the pool needs to know its size. */
export const TEST_POOL_SIZE = 5;

/** A fresh, migrated database for one test file: a copy of the run's base, on the engine the run uses. */
export async function createTestDatabase(): Promise<TDatabaseHandle> {
  const { engine, location } = inject('testDatabase');
  if (engine === 'pglite') {
    const dump = new Blob([readFileSync(location)]);
    return wrapPglite(new PGlite({ loadDataDir: dump }));
  }
  const name = `app_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(location, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${TEMPLATE_DATABASE}`);
  const handle = connectPostgres(withDatabase(location, name), TEST_POOL_SIZE);
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
