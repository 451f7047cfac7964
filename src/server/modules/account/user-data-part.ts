import type { PgTable } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../../db/client';
import type { TFilesProvider } from '../../providers/files/files-provider';

/**
 * One feature's share of a user's personal data. Every table that holds user data is covered by a part: exported
 * under `exportAs` (or left out of the export for a stated reason), and erased with the account either by the part's
 * own `erase` or by a cascading foreign key to users. user-data.test.ts fails for a table no part covers.
 */
export interface TUserDataPart {
  table: PgTable;
  exportAs: string | null;
  /** Why a covered table is not in the export file (for example: it holds only secrets). */
  notExportedBecause?: string;
  /**
   * `now` is the export's time: what is still hidden then (a running exam's keys) stays hidden. `files` holds the
   * contents of the user's uploads (the profile picture).
   */
  export?(db: TDatabase, userId: number, now: Date, files: TFilesProvider): Promise<unknown>;
  erase?(db: TDatabase, userId: number, files: TFilesProvider): Promise<void>;
}
