import { and, count, eq, lt, ne } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { userFlashcards } from '../../db/schema';

/**
 * Cards waiting for review before `before` (the end of the learner's study day), read straight from the flashcards
 * table so reminders do not depend on the scheduler's internals. New cards are not counted: they wait for the learner
 * rather than fall due, and counting them would mail everyone with an unopened deck every day.
 */
export async function countDueFlashcards(db: TDatabase, userId: number, before: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(userFlashcards)
    .where(
      and(
        eq(userFlashcards.userId, userId),
        eq(userFlashcards.isSuspended, false),
        ne(userFlashcards.state, 'new'),
        lt(userFlashcards.dueAt, before),
      ),
    );
  return row?.value ?? 0;
}
