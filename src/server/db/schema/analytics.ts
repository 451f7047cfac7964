import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
  (table) => [
    index('analytics_events_kind_created_idx').on(table.kind, table.createdAt),
    // The retention job deletes the oldest events first, in batches (decision 025).
    index('analytics_events_created_idx').on(table.createdAt),
  ],
);

/**
 * The daily roll-up of active learners (decision 025): for a closed local day in an admin's time zone, who
 * studied. Written the first time a page needs that day, for that zone, with the day's other figures in
 * `analytics_rollup_days`. An erased account's rows go with it.
 */
export const analyticsActiveDays = pgTable(
  'analytics_active_days',
  {
    timeZone: text('time_zone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.timeZone, table.day, table.userId] })],
);

/**
 * One row per rolled-up (zone, day): the day's figures, the fingerprint of the rows they were computed from (checked
 * against the rows every few minutes, and at once after an account is erased), and when it was last checked.
 */
export const analyticsRollupDays = pgTable(
  'analytics_rollup_days',
  {
    timeZone: text('time_zone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    fingerprint: text('fingerprint').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    activeLearners: integer('active_learners').notNull(),
    signUps: integer('sign_ups').notNull(),
    purchases: integer('purchases').notNull(),
    revenueCents: integer('revenue_cents').notNull(),
    quizAttempts: integer('quiz_attempts').notNull(),
    examAttempts: integer('exam_attempts').notNull(),
    flashcardReviews: integer('flashcard_reviews').notNull(),
    tutorMessages: integer('tutor_messages').notNull(),
  },
  (table) => [primaryKey({ columns: [table.timeZone, table.day] })],
);

/**
 * The review-burst rule's findings for each rolled-up (zone, day) (decision 025): per learner, the minutes of
 * that day with `reviewsPerMinute` or more flashcard grades. Kept and checked with `analytics_rollup_days`.
 */
export const analyticsReviewBursts = pgTable(
  'analytics_review_bursts',
  {
    timeZone: text('time_zone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Grades in those minutes, the busiest minute's, how many minutes, and the end of the last one. */
    reviews: integer('reviews').notNull(),
    peak: integer('peak').notNull(),
    minutes: integer('minutes').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.timeZone, table.day, table.userId] })],
);
