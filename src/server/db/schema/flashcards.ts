import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** A learner's own cards, each with its SM-2 scheduling state (src/shared/domain/spaced-repetition.ts). */
export const userFlashcards = pgTable(
  'user_flashcards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    front: text('front').notNull(),
    back: text('back').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isSuspended: boolean('is_suspended').notNull().default(false),
    /** Where the card came from (a pre-made deck card, a generator run); keeps a deck from being added twice. */
    sourceId: text('source_id'),
    sourceType: text('source_type'),
    state: text('state', { enum: ['new', 'learning', 'review', 'relearning'] })
      .notNull()
      .default('new'),
    /** A learning step's time, or for a review the start of its due study day (decision 016). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    intervalDays: integer('interval_days').notNull().default(0),
    /** Anki's ease in thousandths over 1000 (2.35 is 2350), so it reads back exactly as Anki's f32 does. */
    ease: doublePrecision('ease').notNull().default(2.5),
    /** Every answer of the card, Anki's reps (with the card id, the seed of its fuzz). */
    repetitions: integer('repetitions').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    step: integer('step').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_flashcards_due_idx').on(table.userId, table.dueAt),
    // With the id: exports page through a learner's cards by (created_at, id) (db/batches.ts).
    index('user_flashcards_created_idx').on(table.userId, table.createdAt, table.id),
    uniqueIndex('user_flashcards_source_unique').on(table.userId, table.sourceType, table.sourceId),
  ],
);
export type TUserFlashcardRow = typeof userFlashcards.$inferSelect;

/** What an answer changes on a card, as it was before the answer (dates as ISO strings, as JSON keeps them). */
export interface TCardBeforeAnswer {
  state: TUserFlashcardRow['state'];
  dueAt: string;
  intervalDays: number;
  ease: number;
  repetitions: number;
  lapses: number;
  step: number;
  isSuspended: boolean;
  tags: string[];
  updatedAt: string;
}

/** Every answer given in review, for statistics and so the learner's history can be exported. */
export const flashcardReviews = pgTable(
  'flashcard_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => userFlashcards.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grade: text('grade').notNull(),
    stateBefore: text('state_before').notNull(),
    intervalDays: integer('interval_days').notNull(),
    ease: doublePrecision('ease').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    /**
     * The card as it was before this answer, so the answer can be undone exactly (review-undo.service.ts); null on
     * answers logged before undo existed, which cannot be undone.
     */
    cardBefore: jsonb('card_before').$type<TCardBeforeAnswer>(),
  },
  (table) => [
    index('flashcard_reviews_user_idx').on(table.userId, table.reviewedAt, table.id),
    // Reviews and reviewers per day, and bursts per minute, across learners (usage analytics): read from the index alone.
    index('flashcard_reviews_reviewed_idx').on(table.reviewedAt, table.userId),
  ],
);
