import { asc, eq, inArray } from 'drizzle-orm';
import { quizAttemptItems, quizAttempts } from '../../db/schema';
import type { TUserDataPart } from '../account/user-data-part';

/** Every quiz and exam attempt with each question as asked, the learner's answer and whether it was right. */
export const quizAttemptsPart: TUserDataPart = {
  table: quizAttempts,
  exportAs: 'quizAttempts',
  async export(db, userId) {
    const attempts = await db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.userId, userId))
      .orderBy(asc(quizAttempts.startedAt));
    if (attempts.length === 0) return [];
    const items = await db
      .select()
      .from(quizAttemptItems)
      .where(
        inArray(
          quizAttemptItems.attemptId,
          attempts.map((attempt) => attempt.id),
        ),
      )
      .orderBy(asc(quizAttemptItems.position));
    return attempts.map(({ userId: _owner, ...attempt }) => ({
      ...attempt,
      questions: items
        .filter((item) => item.attemptId === attempt.id)
        .map(({ attemptId: _attempt, asked, ...item }) => ({
          ...item,
          question: asked.question,
          topic: asked.topic,
          type: asked.type,
          options: asked.options,
          // An exam still running keeps its key to itself, even in a data export.
          ...(attempt.status === 'in_progress' && attempt.mode === 'exam'
            ? {}
            : { correctAnswer: asked.answer, explanation: asked.explanation }),
        })),
    }));
  },
};
