import { and, asc, eq } from 'drizzle-orm';
import { allInBatches, keysetTime } from '../../db/batches';
import { flashcardReviews, userFlashcards } from '../../db/schema';
import type { TUserDataPart } from '../account/user-data-part';
import { presentFlashcards } from './flashcard-presenter';

export const flashcardsPart: TUserDataPart = {
  table: userFlashcards,
  exportAs: 'flashcards',
  async export(db, userId) {
    // In batches: a learner may keep 20,000 cards (export-file.ts builds the file in slices too).
    const rows = await allInBatches(userFlashcards.createdAt, userFlashcards.id, (after, limit) =>
      db
        .select({ row: userFlashcards, at: keysetTime(userFlashcards.createdAt) })
        .from(userFlashcards)
        .where(and(eq(userFlashcards.userId, userId), after))
        .orderBy(asc(userFlashcards.createdAt), asc(userFlashcards.id))
        .limit(limit),
    );
    return presentFlashcards(db, rows);
  },
};

export const flashcardReviewsPart: TUserDataPart = {
  table: flashcardReviews,
  exportAs: 'flashcardReviews',
  async export(db, userId) {
    const reviews = await allInBatches(flashcardReviews.reviewedAt, flashcardReviews.id, (after, limit) =>
      db
        .select({
          row: {
            id: flashcardReviews.id,
            cardId: flashcardReviews.cardId,
            grade: flashcardReviews.grade,
            reviewedAt: flashcardReviews.reviewedAt,
            intervalDays: flashcardReviews.intervalDays,
            dueAt: flashcardReviews.dueAt,
          },
          at: keysetTime(flashcardReviews.reviewedAt),
        })
        .from(flashcardReviews)
        .where(and(eq(flashcardReviews.userId, userId), after))
        .orderBy(asc(flashcardReviews.reviewedAt), asc(flashcardReviews.id))
        .limit(limit),
    );
    return reviews.map(({ id: _id, ...review }) => review);
  },
};
