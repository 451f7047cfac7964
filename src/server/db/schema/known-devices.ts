import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Browsers that have signed in to an account (the known_device cookie). A login from one skips the per-account
 * ceiling, so guessing spread over many addresses cannot lock the owner out (L13). Only the SHA-256 of the cookie's
 * token is stored: a leaked table names no browser.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tokenHash, table.userId] }),
    index('known_devices_user_id_idx').on(table.userId),
  ],
);
