import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const analyticsEventKinds = ['visit', 'registration', 'rate_limited'] as const;

/**
 * The few events the platform does not otherwise keep (issue 16): a page load of the web app (a daily visitor hash,
 * no cookie), the address an account registered from (written in the registration's transaction), and a request
 * refused by a rate limit. Everything else the analytics page shows comes from the tables the features already fill.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: analyticsEventKinds }).notNull(),
    // The events of a deleted account go with it.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The client address (registrations and refusals only; a visit keeps only its hash). */
    address: text('address'),
    /** A visit: hash of the day, address and browser, so one visitor counts once a day without a cookie. */
    visitor: text('visitor'),
    /** A refusal: the path that was refused. */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_kind_created_idx').on(table.kind, table.createdAt)],
);
