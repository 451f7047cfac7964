import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A sign-up waiting for its confirmation link (issue 25, L14). Registration answers the same whether or not the
 * address has an account, so the account is made only when the link comes back: holding it proves the mailbox. One
 * per address, so a new sign-up replaces the old; the password is kept hashed and the token only as its hash.
 */
export const pendingRegistrations = pgTable('pending_registrations', {
  email: text('email').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  displayName: text('display_name').notNull(),
  states: text('states').array().notNull().default(sql`'{}'::text[]`),
  /** The address the sign-up came from, for the registration record made when it is confirmed. */
  ip: text('ip').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TPendingRegistrationRow = typeof pendingRegistrations.$inferSelect;
