import type { TConfig } from '../config';
import { connectPglite, connectPostgres, type TDatabaseHandle } from './client';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR. */
export function openDatabase(config: Pick<TConfig, 'DATABASE_URL' | 'DATA_DIR'>): TDatabaseHandle {
  return config.DATABASE_URL ? connectPostgres(config.DATABASE_URL) : connectPglite(`${config.DATA_DIR}/pglite`);
}
