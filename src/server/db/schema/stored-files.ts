import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './column-types';

/**
 * File contents kept in the database (the files provider's embedded default), so every app instance on one
 * PostgreSQL serves the same files. Knowledge-base documents and assets point here; whoever deletes the owner row
 * deletes its file in the same transaction.
 */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  /** Hex SHA-256 of the bytes: how duplicate uploads are recognised. */
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TStoredFileRow = typeof storedFiles.$inferSelect;
