import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { mailMessages } from './mail';
import { users } from './users';

/** A learner's study-reminder choices (Settings > Notifications); no row means reminders are off. */
export const reminderPreferences = pgTable(
  'reminder_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailEnabled: boolean('email_enabled').notNull().default(false),
    /** Local hour (0-23, in users.timezone) at which the daily reminder goes out. */
    reminderHour: integer('reminder_hour').notNull().default(18),
    quietHoursEnabled: boolean('quiet_hours_enabled').notNull().default(false),
    /** No reminder from quietStartHour up to quietEndHour (local); start > end spans midnight. */
    quietStartHour: integer('quiet_start_hour').notNull().default(22),
    quietEndHour: integer('quiet_end_hour').notNull().default(7),
    examDate: date('exam_date', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reminder_preferences_enabled_idx').on(table.emailEnabled),
    check(
      'reminder_preferences_hours',
      sql`${table.reminderHour} between 0 and 23 and ${table.quietStartHour} between 0 and 23 and ${table.quietEndHour} between 0 and 23`,
    ),
  ],
);
export type TReminderPreferencesRow = typeof reminderPreferences.$inferSelect;

export const reminderOutcomes = ['sent', 'nothing-due'] as const;

/**
 * One row per learner per local calendar day on which the reminder hour came: the unique key is what makes several
 * instances send a reminder once (the second insert finds the first and stops).
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    outcome: text('outcome', { enum: reminderOutcomes }).notNull(),
    dueCount: integer('due_count').notNull(),
    examDaysLeft: integer('exam_days_left'),
    mailId: uuid('mail_id').references(() => mailMessages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('reminder_deliveries_user_day_unique').on(table.userId, table.localDate)],
);

/** Secrets the server makes for itself on first use and shares with every instance through the database. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
