import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TTopicSelection } from '../../../shared/contract/ai';
import { users } from './users';

/**
 * One sitting of a quick quiz or a timed practice exam. The questions are copied into the attempt's items, so a
 * later content change (or a model-generated question that was never in the bank) cannot change a past result.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['quiz', 'exam'] }).notNull(),
    title: text('title').notNull(),
    /** What the quiz was generated for; null for an exam, which follows its blueprint. */
    selection: jsonb('selection').$type<TTopicSelection | null>(),
    blueprintId: text('blueprint_id'),
    passingPercent: integer('passing_percent').notNull(),
    questionCount: integer('question_count').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Exams only: the server closes the attempt at this moment and scores what was answered. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    status: text('status', { enum: ['in_progress', 'submitted', 'timed_out'] })
      .notNull()
      .default('in_progress'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    score: integer('score'),
    correctCount: integer('correct_count'),
    /** Per-topic tallies written when the attempt closes, so history and readiness need no re-scoring. */
    topicResults: jsonb('topic_results').$type<{ topic: string; correct: number; total: number }[]>(),
  },
  (table) => [
    index('quiz_attempts_user_idx').on(table.userId, table.startedAt),
    index('quiz_attempts_open_idx').on(table.status, table.deadlineAt),
    // Attempts per day across learners (usage analytics).
    index('quiz_attempts_started_idx').on(table.startedAt),
  ],
);
export type TQuizAttemptRow = typeof quizAttempts.$inferSelect;

/** The question as it was asked: text, options in the order shown, the key and the explanation. */
export interface TAskedQuestion {
  /** The bank question's id; null for a question a model wrote. */
  questionId: string | null;
  topic: string;
  type: string;
  question: string;
  options: string[] | null;
  answer: string | string[] | number;
  /** Numeric tolerance and unit, short-answer alternatives. */
  details: Record<string, unknown>;
  explanation: string;
}

export const quizAttemptItems = pgTable(
  'quiz_attempt_items',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    asked: jsonb('asked').$type<TAskedQuestion>().notNull(),
    /** The learner's answer as the browser sends it (multi_select as a JSON list); null when unanswered. */
    answer: text('answer'),
    flagged: boolean('flagged').notNull().default(false),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    isCorrect: boolean('is_correct'),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.position] }),
    // How fast an attempt's answers came (usage analytics' abuse rules), without reading the wide rows.
    index('quiz_attempt_items_answered_idx').on(table.attemptId, table.answeredAt),
  ],
);
export type TQuizAttemptItemRow = typeof quizAttemptItems.$inferSelect;
