import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A single row (id 1) holding what admins edit in Admin Settings. */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    brandName: text('brand_name').notNull(),
    homePageCopy: text('home_page_copy').notNull(),
    aiSystemPrompt: text('ai_system_prompt').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('platform_settings_single_row', sql`${table.id} = 1`)],
);
