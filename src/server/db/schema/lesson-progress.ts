import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A learner's completed prep-course lessons. No foreign key to lessons: a lesson retired from the pack keeps its row,
 * so the learner's history stays whole (lessons are retired, never deleted).
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'read': the learner marked it read; 'check': the lesson's knowledge check was passed (a later increment). */
    how: text('how', { enum: ['read', 'check'] }).notNull(),
  },
  // The key leads with user_id, so it also serves the per-learner reads; the second index serves usage analytics
  // (who finished a lesson on a given day, from the index alone).
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    index('lesson_progress_completed_idx').on(table.completedAt, table.userId),
  ],
);
export type TLessonProgressRow = typeof lessonProgress.$inferSelect;
