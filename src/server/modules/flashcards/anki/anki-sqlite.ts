import initSqlJs, { type Database } from 'sql.js';

// SQLite as WebAssembly (sql.js): Anki collections are SQLite files, and a wasm build needs no native compiler on
// the server. The module is loaded once, on first use.
let sqlModule: ReturnType<typeof initSqlJs> | null = null;
export const loadSqlite = () => {
  sqlModule ??= initSqlJs();
  return sqlModule;
};

/** Every row of a query as objects keyed by column name. */
export function allRows<T extends object>(db: Database, sql: string): T[] {
  const result = db.exec(sql)[0];
  if (!result) return [];
  return result.values.map((values) => Object.fromEntries(result.columns.map((column, i) => [column, values[i]])) as T);
}

export const hasTable = (db: Database, name: string) =>
  allRows(db, `SELECT name FROM sqlite_master WHERE type = 'table' AND name = '${name.replace(/'/g, "''")}'`).length >
  0;
