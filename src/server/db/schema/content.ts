import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Study content loaded from the content pack (content/). Rows keep the pack's stable ids; an item removed from the
 * pack is retired (retired_at set), never deleted, so learner history that points to it keeps working.
 */
export const contentState = pgTable('content_state', {
  id: integer('id').primaryKey().default(1),
  version: text('version').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const lessons = pgTable('lessons', {
  id: text('id').primaryKey(),
  topic: text('topic').notNull(),
  title: text('title').notNull(),
  position: integer('position').notNull(),
  jurisdictions: text('jurisdictions').array().notNull(),
  /** The Markdown before the first section (the lesson's introduction); may be empty. */
  intro: text('intro').notNull().default(''),
  sections: jsonb('sections').$type<{ id: string; title: string; body: string }[]>().notNull(),
  words: integer('words').notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const questions = pgTable('questions', {
  id: text('id').primaryKey(),
  topic: text('topic').notNull(),
  type: text('type').notNull(),
  question: text('question').notNull(),
  options: jsonb('options').$type<string[] | null>(),
  answer: jsonb('answer').$type<string | string[] | number>().notNull(),
  /** Type-specific extras: numeric tolerance and unit, short-answer alternatives. */
  details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  explanation: text('explanation').notNull(),
  difficulty: text('difficulty').notNull(),
  jurisdictions: text('jurisdictions').array().notNull(),
  section: text('section').notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const deckCards = pgTable('deck_cards', {
  id: text('id').primaryKey(),
  topic: text('topic').notNull(),
  front: text('front').notNull(),
  back: text('back').notNull(),
  tags: text('tags').array().notNull(),
  section: text('section'),
  /** A suspended card is kept but no longer offered to learners (admin oversight). */
  isSuspended: boolean('is_suspended').notNull().default(false),
  /** Set once an admin edits, suspends or deletes the card; pack reloads then leave it as the admin left it. */
  editedByAdmin: boolean('edited_by_admin').notNull().default(false),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const glossaryTerms = pgTable('glossary_terms', {
  id: text('id').primaryKey(),
  term: text('term').notNull(),
  definition: text('definition').notNull(),
  /** From the pack, or written by an admin; pack reloads never overwrite an admin's edit. */
  source: text('source', { enum: ['pack', 'admin'] }).notNull(),
  editedByAdmin: boolean('edited_by_admin').notNull().default(false),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const examBlueprints = pgTable('exam_blueprints', {
  id: text('id').primaryKey(),
  definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});
