import { PgDialect } from 'drizzle-orm/pg-core';
import { vi } from 'vitest';

/**
 * The SQL texts Drizzle builds while `run` runs. A statement prepared once is built once, so a hot call repeated
 * after a warm-up should build none; a query written inline is built again on every request. Drizzle's own method is
 * watched (and still runs), nothing of ours is replaced.
 */
export async function queriesBuiltDuring(run: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
  try {
    await run();
    return spy.mock.results.map((result) => (result.value as { sql: string }).sql);
  } finally {
    spy.mockRestore();
  }
}
