import { and, eq, gte } from 'drizzle-orm';
import { answerGraceMs } from '../../../shared/domain/quizzes';
import type { TDatabase } from '../../db/client';
import { quizAttemptItems, quizAttempts, type TAskedQuestion } from '../../db/schema';

/** A transaction or the database itself. */
type TDb = Pick<TDatabase, 'select'>;

/** The questions whose keys a learner may not be shown right now. */
export interface THiddenKeys {
  /** Bank ids, for leaving these questions out of anything generated. */
  questionIds: Set<string>;
  /** The questions' texts as asked, for refusing a message that is one of them (the tutor, issue 14). */
  questionTexts: Set<string>;
  /** Whether a question as asked in any attempt is one of them (by bank id, or by its text for a model's copy). */
  has(asked: Pick<TAskedQuestion, 'questionId' | 'question'>): boolean;
}

/**
 * The one rule on exam keys (issue 11): while a learner's timed exam runs, no key or explanation of any of its
 * questions reaches that learner, by any route: not in a practice quiz, a retake's or another attempt's review,
 * generated flashcards or the data export. An exam past its deadline (and the grace for a last save) takes no more
 * answers, so its questions are no longer hidden even before the server has got round to closing it.
 */
export async function keysHiddenFromLearner(db: TDb, userId: number, now: Date): Promise<THiddenKeys> {
  const items = await db
    .select({ asked: quizAttemptItems.asked })
    .from(quizAttemptItems)
    .innerJoin(quizAttempts, eq(quizAttempts.id, quizAttemptItems.attemptId))
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.mode, 'exam'),
        eq(quizAttempts.status, 'in_progress'),
        gte(quizAttempts.deadlineAt, new Date(now.getTime() - answerGraceMs)),
      ),
    );
  const questionIds = new Set(items.flatMap(({ asked }) => (asked.questionId ? [asked.questionId] : [])));
  const texts = new Set(items.map(({ asked }) => asked.question));
  return {
    questionIds,
    questionTexts: texts,
    has: (asked) => (asked.questionId !== null && questionIds.has(asked.questionId)) || texts.has(asked.question),
  };
}
