import type { TDatabase } from './client';

/**
 * A statement prepared once per database and reused, so the hot calls skip Drizzle's query building on every request
 * and PostgreSQL parses and plans them once per connection (postgres-js names them; PGlite runs them as they are).
 * Drizzle binds a prepared query to the client it was made on, and one process can hold several databases (tests
 * clone one per file), so statements are kept per database object, never in a module-level constant; for the same
 * reason they cannot run inside a transaction, which has a client of its own.
 */
export function preparedPerDatabase<T>(prepare: (db: TDatabase) => T): (db: TDatabase) => T {
  const byDatabase = new WeakMap<TDatabase, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (!statement) {
      statement = prepare(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
