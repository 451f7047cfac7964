import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contactStatuses } from '../../../shared/domain/contact';
import { users } from './users';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Set when a signed-in user wrote it, so that the message leaves with the account.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: contactStatuses }).notNull().default('new'),
    adminNotes: text('admin_notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_status_idx').on(table.status, table.createdAt)],
);
