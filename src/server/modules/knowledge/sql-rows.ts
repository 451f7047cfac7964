/** The rows of a raw `db.execute`: postgres-js answers a list of rows, PGlite an object holding them. */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
