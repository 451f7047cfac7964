import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './column-types';

/**
 * File contents kept in the database (the files provider's embedded default), so every app instance on one
 * PostgreSQL serves the same files. Knowledge-base documents and assets point here; whoever deletes the owner row
 * deletes its file in the same transaction. The bytes are in stored_file_chunks; `bytes` holds the whole file only
 * for files written before chunks (issue 25), and is read when present.
 */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  /** Hex SHA-256 of the bytes: how duplicate uploads are recognised. */
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TStoredFileRow = typeof storedFiles.$inferSelect;

/**
 * A stored file in pieces of storedFileChunkBytes, written one statement each: with the embedded database (PGlite,
 * on the thread that answers requests) a 4 MB file written in one statement held every other request for seconds.
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.position] })],
);
