import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './stored-files';
import { users } from './users';

/** An admin's asset library entry (admin-area.md, /admin/assets): a file served at a stable URL. */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    originalFilename: text('original_filename').notNull(),
    /** The type decided from the content when uploaded; the file is always served with it. */
    mimeType: text('mime_type').notNull(),
    fileSize: integer('file_size').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assets_created_idx').on(table.createdAt)],
);
export type TAssetRow = typeof assets.$inferSelect;
