import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    color: text('color'),
    /** Set for tags that come from the content pack (state categories): their stable id there. */
    slug: text('slug').unique(),
    /** For state category tags: the state whose certification category this is. */
    state: text('state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('tags_name_lower_unique').on(sql`lower(${table.name})`)],
);
