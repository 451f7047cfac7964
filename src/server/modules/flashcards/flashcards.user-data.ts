import { asc, eq } from 'drizzle-orm';
import { flashcardReviews, userFlashcards } from '../../db/schema';
import type { TUserDataPart } from '../account/user-data-part';
import { presentFlashcards } from './flashcard-presenter';

export const flashcardsPart: TUserDataPart = {
  table: userFlashcards,
  exportAs: 'flashcards',
  async export(db, userId) {
    const rows = await db
      .select()
      .from(userFlashcards)
      .where(eq(userFlashcards.userId, userId))
      .orderBy(asc(userFlashcards.createdAt));
    return presentFlashcards(db, rows);
  },
};

export const flashcardReviewsPart: TUserDataPart = {
  table: flashcardReviews,
  exportAs: 'flashcardReviews',
  async export(db, userId) {
    return db
      .select({
        cardId: flashcardReviews.cardId,
        grade: flashcardReviews.grade,
        reviewedAt: flashcardReviews.reviewedAt,
        intervalDays: flashcardReviews.intervalDays,
        dueAt: flashcardReviews.dueAt,
      })
      .from(flashcardReviews)
      .where(eq(flashcardReviews.userId, userId))
      .orderBy(asc(flashcardReviews.reviewedAt));
  },
};
