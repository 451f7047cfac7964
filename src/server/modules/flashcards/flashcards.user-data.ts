import { asc, eq } from 'drizzle-orm';
import { allInBatches } from '../../db/batches';
import { flashcardReviews, userFlashcards } from '../../db/schema';
import type { TUserDataPart } from '../account/user-data-part';
import { presentFlashcards } from './flashcard-presenter';

export const flashcardsPart: TUserDataPart = {
  table: userFlashcards,
  exportAs: 'flashcards',
  async export(db, userId) {
    // In batches: a learner may keep 20,000 cards (export-file.ts builds the file in slices too).
    const rows = await allInBatches((limit, offset) =>
      db
        .select()
        .from(userFlashcards)
        .where(eq(userFlashcards.userId, userId))
        .orderBy(asc(userFlashcards.createdAt), asc(userFlashcards.id))
        .limit(limit)
        .offset(offset),
    );
    return presentFlashcards(db, rows);
  },
};

export const flashcardReviewsPart: TUserDataPart = {
  table: flashcardReviews,
  exportAs: 'flashcardReviews',
  async export(db, userId) {
    return allInBatches((limit, offset) =>
      db
        .select({
          cardId: flashcardReviews.cardId,
          grade: flashcardReviews.grade,
          reviewedAt: flashcardReviews.reviewedAt,
          intervalDays: flashcardReviews.intervalDays,
          dueAt: flashcardReviews.dueAt,
        })
        .from(flashcardReviews)
        .where(eq(flashcardReviews.userId, userId))
        .orderBy(asc(flashcardReviews.reviewedAt), asc(flashcardReviews.id))
        .limit(limit)
        .offset(offset),
    );
  },
};
