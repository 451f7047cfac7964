import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { answerGraceMs } from '../../../shared/domain/quizzes';
import type { TDatabase } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { quizAttemptItems, quizAttempts } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { givenAnswer } from './attempts.service';

// The learner's exam, only while it is open: FOR SHARE waits for a submit or time-out holding the attempt's lock and
// then sees the attempt closed, exactly as the locked read in withOpenExam would.
const openExam = (db: TDatabase) =>
  db.$with('open_exam').as(
    db
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.id, sql.placeholder('attemptId')),
          eq(quizAttempts.userId, sql.placeholder('userId')),
          eq(quizAttempts.mode, 'exam'),
          eq(quizAttempts.status, 'in_progress'),
          or(isNull(quizAttempts.deadlineAt), gte(quizAttempts.deadlineAt, sql.placeholder('deadlineFloor'))),
        ),
      )
      .for('share'),
  );

// Saving an answer is the call an exam makes most (one per question, often several), so it is one prepared
// statement: no transaction, no query building, one round trip.
const saveQuery = preparedPerDatabase((db) => {
  const open = openExam(db);
  return db
    .with(open)
    .update(quizAttemptItems)
    .set({
      answer: sql`${sql.placeholder('answer')}::text`,
      answeredAt: sql`${sql.placeholder('answeredAt')}::timestamptz`,
    })
    .from(open)
    .where(and(eq(quizAttemptItems.attemptId, open.id), eq(quizAttemptItems.position, sql.placeholder('position'))))
    .returning({ position: quizAttemptItems.position })
    .prepare('save_open_exam_answer');
});

/**
 * Saves one answer when the attempt is the learner's open, timely exam and has that question; false otherwise, and
 * then the caller takes the slow path that says why (not found, not an exam, submitted, time up) and closes an exam
 * whose time ran out.
 */
export async function saveOpenExamAnswer(
  db: TDatabase,
  userId: number,
  input: { attemptId: string; position: number; answer: string | null },
  now: Date,
): Promise<boolean> {
  if (!isUuid(input.attemptId)) return false;
  const answer = givenAnswer(input.answer);
  const saved = await saveQuery(db).execute({
    attemptId: input.attemptId,
    userId,
    deadlineFloor: new Date(now.getTime() - answerGraceMs).toISOString(),
    position: input.position,
    answer,
    answeredAt: answer === null ? null : now.toISOString(),
  });
  return saved.length > 0;
}
