import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { quizAttempts } from './quiz-attempts';
import { users } from './users';

/**
 * A learner's Certificate of Completion: one per learner (unique user_id), issued once they completed every core
 * lesson and then passed the national core final exam. The score and date are copied in, so the certificate reads
 * the same after the attempt or the lessons change. Deleting the account deletes it (verification then says unknown).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The public number, e.g. PPC-7KQ2-M9XD-4HTF-C3WP: 80 random bits, shown on the PDF and in the verification URL. */
    number: text('number').notNull(),
    /** The name as the learner chose to print it; they may correct it later (the number stays). */
    printedName: text('printed_name').notNull(),
    /** The passed exam the certificate rests on; kept (set null) if the attempt row ever goes. */
    examAttemptId: uuid('exam_attempt_id').references(() => quizAttempts.id, { onDelete: 'set null' }),
    /** The course as named when it was issued ("<brand> Pesticide Applicator Prep Course: National Core"). */
    courseTitle: text('course_title').notNull(),
    examScore: integer('exam_score').notNull(),
    /** When the qualifying exam closed: the date of completion printed on the certificate. */
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The admin's reason: internal, never shown on the public verification page. */
    revokedReason: text('revoked_reason'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('certificates_number_idx').on(table.number),
    uniqueIndex('certificates_user_idx').on(table.userId),
  ],
);
export type TCertificateRow = typeof certificates.$inferSelect;
