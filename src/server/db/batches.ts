/**
 * A query's rows `size` at a time (limit and offset, in the query's own order): no one statement holds the embedded
 * database, which runs on the request thread, for long. For reads of one user's rows; rows written meanwhile may
 * shift between batches, which an export or a file build accepts.
 */
export async function* inBatches<T>(page: (limit: number, offset: number) => Promise<T[]>, size = 500) {
  for (let offset = 0; ; offset += size) {
    const rows = await page(size, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/** Every row of inBatches, in order. */
export async function allInBatches<T>(page: (limit: number, offset: number) => Promise<T[]>, size = 500) {
  const rows: T[] = [];
  for await (const batch of inBatches(page, size)) rows.push(...batch);
  return rows;
}
