import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TRelatedLesson, TTutorCitation } from '../../../shared/contract/tutor';
import { users } from './users';

/** A learner's conversation with the tutor (issue 14); deleted with the account. */
export const tutorConversations = pgTable(
  'tutor_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first question, shortened: what the history list shows. */
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tutor_conversations_user_idx').on(table.userId, table.updatedAt)],
);
export type TTutorConversationRow = typeof tutorConversations.$inferSelect;

export const tutorMessageRoles = ['user', 'assistant'] as const;
export const tutorEngines = ['offline', 'model'] as const;

/** One turn of a conversation: the learner's question or the tutor's answer with what it cited. */
export const tutorMessages = pgTable(
  'tutor_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => tutorConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: tutorMessageRoles }).notNull(),
    content: text('content').notNull(),
    citations: jsonb('citations').$type<TTutorCitation[]>().notNull().default([]),
    /** Lessons suggested with a refusal: never citations. */
    related: jsonb('related').$type<TRelatedLesson[]>().notNull().default([]),
    /** Which engine wrote an answer (null for the learner's own messages). */
    engine: text('engine', { enum: tutorEngines }),
    /** An answer that said the material does not cover the question (or declined during an exam). */
    refused: boolean('refused').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tutor_messages_conversation_idx').on(table.conversationId, table.createdAt),
    // Messages per day across learners (usage analytics).
    index('tutor_messages_created_idx').on(table.createdAt),
  ],
);
export type TTutorMessageRow = typeof tutorMessages.$inferSelect;

export const tutorRatings = ['up', 'down'] as const;

/** A learner's thumbs up or down on one answer, with an optional comment, kept for admins. */
export const tutorFeedback = pgTable(
  'tutor_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => tutorMessages.id, { onDelete: 'cascade' }),
    rating: text('rating', { enum: tutorRatings }).notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('tutor_feedback_message_idx').on(table.messageId)],
);
