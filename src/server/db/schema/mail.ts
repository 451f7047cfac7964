import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const mailStatuses = ['pending', 'sent', 'failed'] as const;

/**
 * Every mail the platform sends, written in the same transaction as the event that causes it and delivered later by
 * the mail worker. With no mail server configured this table is the outbox that admins read.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    // Set when the mail concerns an account, so that deleting the account deletes its mail too.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    fromName: text('from_name').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** Extra headers the mail must carry (List-Unsubscribe on reminders); the SMTP transport passes them on. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // A worker that claims a mail holds it until then; a crashed worker's claim simply runs out.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    deliveredBy: text('delivered_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_messages_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_messages_user_idx').on(table.userId),
  ],
);

export type TMailRow = typeof mailMessages.$inferSelect;
