import { asc, eq, inArray } from 'drizzle-orm';
import { quizAttemptItems, quizAttempts } from '../../db/schema';
import type { TUserDataPart } from '../account/user-data-part';
import { keysHiddenFromLearner } from './hidden-keys.service';

/** Every quiz and exam attempt with each question as asked, the learner's answer and whether it was right. */
export const quizAttemptsPart: TUserDataPart = {
  table: quizAttempts,
  exportAs: 'quizAttempts',
  async export(db, userId, now) {
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
    const hidden = await keysHiddenFromLearner(db, userId, now);
    return attempts.map(({ userId: _owner, ...attempt }) => ({
      ...attempt,
      questions: items
        .filter((item) => item.attemptId === attempt.id)
        .map(({ attemptId: _attempt, asked, isCorrect, ...item }) => ({
          ...item,
          question: asked.question,
          topic: asked.topic,
          type: asked.type,
          options: asked.options,
          // A running exam's questions keep their keys to themselves, in that exam and in any other attempt; so does
          // the verdict on an answer, which tells the key as well.
          ...(hidden.has(asked) ? {} : { correctAnswer: asked.answer, explanation: asked.explanation, isCorrect }),
        })),
    }));
  },
};
