import { and, eq, gte, inArray } from 'drizzle-orm';
import { answerGraceMs } from '../../../shared/domain/quizzes';
import type { TDatabase } from '../../db/client';
import { questions, quizAttemptItems, quizAttempts, type TAskedQuestion } from '../../db/schema';

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

/**
 * The lesson sections (`lesson-id#section-id`) that teach the given bank questions, sorted. While an exam runs, the
 * tutor leaves these out of its search for the exam taker (issue L10): a reworded exam question would otherwise be
 * answered from the very section its key comes from. No query when there is nothing hidden.
 */
export async function sectionsTeaching(db: TDb, questionIds: Iterable<string>): Promise<string[]> {
  const ids = [...questionIds];
  if (ids.length === 0) return [];
  const rows = await db.select({ section: questions.section }).from(questions).where(inArray(questions.id, ids));
  return [...new Set(rows.map((row) => row.section))].sort();
}
