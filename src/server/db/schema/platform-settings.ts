import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A single row (id 1) holding what admins edit in Admin Settings. */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    brandName: text('brand_name').notNull(),
    homePageCopy: text('home_page_copy').notNull(),
    aiSystemPrompt: text('ai_system_prompt').notNull(),
    /** User Management tab: whether anyone may sign up, and what admin-created accounts study by default. */
    registrationOpen: boolean('registration_open').notNull().default(true),
    defaultState: text('default_state').notNull().default('national'),
    /** How long a sign-in lasts at most (the idle timeout still applies), bounded in sessionLifetimeDaysRange. */
    sessionLifetimeDays: integer('session_lifetime_days').notNull().default(30),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('platform_settings_single_row', sql`${table.id} = 1`),
    check('platform_settings_session_lifetime', sql`${table.sessionLifetimeDays} between 1 and 90`),
  ],
);
