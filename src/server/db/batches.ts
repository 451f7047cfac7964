import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Where the last batch ended: its last row's time as the database's own text (microseconds kept) and its id. */
type TCursor = { at: string; id: string };

/**
 * Rows ordered by (a time column, a uuid id), `size` at a time, each batch starting after the last row of the one
 * before (keyset paging: an offset would re-read every row before it, so 20,000 cards took seconds). No one statement
 * holds the embedded database, which runs on the request thread, for long. The page query selects `{ row, at }`,
 * `at` being `keysetTime(time)`, orders by (time, id) and applies the condition it is given.
 */
export async function* inBatches<T extends { id: string }>(
  time: PgColumn,
  id: PgColumn,
  page: (after: SQL | undefined, limit: number) => Promise<Array<{ row: T; at: string }>>,
  size = 100,
): AsyncGenerator<T[]> {
  let cursor: TCursor | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? sql`(${time}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const rows = await page(after, size);
    if (rows.length > 0) yield rows.map(({ row }) => row);
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.at, id: last.row.id };
  }
}

/** The cursor column a page query of inBatches selects as `at`. */
export const keysetTime = (time: PgColumn) => sql<string>`${time}::text`;

/** Every row of inBatches, in order. */
export async function allInBatches<T extends { id: string }>(...args: Parameters<typeof inBatches<T>>) {
  const rows: T[] = [];
  for await (const batch of inBatches(...args)) rows.push(...batch);
  return rows;
}
