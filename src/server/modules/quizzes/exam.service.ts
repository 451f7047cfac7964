import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { TBlueprintSummary } from '../../../shared/contract/quizzes';
import { answerGraceMs, examMessages as texts } from '../../../shared/domain/quizzes';
import { categoryStateIds } from '../../../shared/domain/topics';
import { ZBlueprint } from '../../content/content-schema';
import { pickQuestions } from '../../content/question-picker';
import type { TDatabase } from '../../db/client';
import { examBlueprints, quizAttemptItems, quizAttempts, type TQuizAttemptRow, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-error';
import { presentExamSession } from './attempt-presenter';
import {
  closeAttempt,
  createAttempt,
  findOwnAttempt,
  loadItems,
  presentResultFor,
  recentlySeenQuestionIds,
  saveAnswer,
} from './attempts.service';
import { saveOpenExamAnswer } from './exam-answer-save';

type TTx = Parameters<Parameters<TDatabase['transaction']>[0]>[0];

const isPastDeadline = (attempt: TQuizAttemptRow, now: Date) =>
  attempt.deadlineAt !== null && now.getTime() > attempt.deadlineAt.getTime() + answerGraceMs;

async function activeBlueprints(db: TDatabase) {
  const rows = await db
    .select()
    .from(examBlueprints)
    .where(isNull(examBlueprints.retiredAt))
    .orderBy(asc(examBlueprints.id));
  return rows.map((row) => ZBlueprint.parse(row.definition));
}

const stateOrder = (state: string | null) => (state === null ? -1 : categoryStateIds.indexOf(state as never));

/**
 * The national core exam first, then each state in the order the product lists them: its law or core exam, then its
 * category exams by name. The exam screen groups them by state in this order.
 */
export async function listBlueprints(db: TDatabase): Promise<TBlueprintSummary[]> {
  const blueprints = await activeBlueprints(db);
  return blueprints
    .sort(
      (a, b) =>
        stateOrder(a.state) - stateOrder(b.state) ||
        Number(a.examType === 'Category') - Number(b.examType === 'Category') ||
        a.name.localeCompare(b.name),
    )
    .map(({ id, name, examType, state, questionCount, timeLimitMinutes, passingPercent, practiceNote }) => ({
      id,
      name,
      examType,
      state,
      questionCount,
      timeLimitMinutes,
      passingPercent,
      practiceNote: practiceNote ?? null,
    }));
}

/**
 * Locks the learner's open exam for a change. An exam past its deadline is closed and scored right here, and the
 * caller is told so, because the close must be committed even though the change itself is refused.
 */
async function withOpenExam<T>(
  db: TDatabase,
  userId: number,
  attemptId: string,
  now: Date,
  change: (tx: TTx, attempt: TQuizAttemptRow) => Promise<T>,
): Promise<T> {
  const outcome = await db.transaction(async (tx) => {
    const attempt = await findOwnAttempt(tx, userId, attemptId, true);
    if (attempt.mode !== 'exam') throw conflict(texts.notAnExam);
    if (attempt.status !== 'in_progress') return { refused: attempt.status } as const;
    if (isPastDeadline(attempt, now)) {
      await closeAttempt(tx, attempt, 'timed_out', now);
      return { refused: 'timed_out' } as const;
    }
    return { value: await change(tx, attempt) } as const;
  });
  if ('refused' in outcome) throw conflict(outcome.refused === 'timed_out' ? texts.timeUp : texts.alreadySubmitted);
  return outcome.value;
}

/** Closes the learner's exams whose time ran out, so a result never waits for the learner to come back. */
async function closeIfExpired(db: TDatabase, attempt: TQuizAttemptRow, now: Date) {
  if (attempt.status !== 'in_progress' || !isPastDeadline(attempt, now)) return attempt;
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id)).for('update');
    if (locked?.status !== 'in_progress') return locked ?? attempt;
    return (await closeAttempt(tx, locked, 'timed_out', now)).attempt;
  });
}

async function findOpenExam(db: TDatabase | TTx, userId: number) {
  const [open] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.mode, 'exam'), eq(quizAttempts.status, 'in_progress')))
    .orderBy(asc(quizAttempts.startedAt))
    .limit(1);
  return open;
}

/** Starts the blueprint's exam; an exam still running is given back instead, so two tabs never start two. */
export async function startExam(
  db: TDatabase,
  userId: number,
  blueprintId: string,
  now: Date,
  random: () => number = Math.random,
) {
  const blueprint = (await activeBlueprints(db)).find((candidate) => candidate.id === blueprintId);
  if (!blueprint) throw notFound(texts.blueprintNotFound);
  const running = await findOpenExam(db, userId);
  if (running) await closeIfExpired(db, running, now);
  const recentlySeen = await recentlySeenQuestionIds(db, userId);
  const asked = await pickQuestions(db, {
    shares: new Map(Object.entries(blueprint.topicShares)),
    count: blueprint.questionCount,
    recentlySeen,
    random,
  });
  if (asked.length === 0) throw badRequest(texts.notEnoughQuestions);
  const attempt = await db.transaction(async (tx) => {
    // One start at a time per learner: the user row is the lock two concurrent starts queue on.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const open = await findOpenExam(tx, userId);
    if (open) return open;
    return createAttempt(
      tx,
      userId,
      {
        mode: 'exam',
        title: blueprint.name,
        selection: null,
        blueprintId: blueprint.id,
        passingPercent: blueprint.passingPercent,
        startedAt: now,
        deadlineAt: new Date(now.getTime() + blueprint.timeLimitMinutes * 60_000),
      },
      asked,
    );
  });
  return presentExamSession(attempt, await loadItems(db, attempt.id), now);
}

export async function currentExam(db: TDatabase, userId: number, now: Date) {
  const open = await findOpenExam(db, userId);
  if (!open || (await closeIfExpired(db, open, now)).status !== 'in_progress') return { exam: null };
  return { exam: { attemptId: open.id, title: open.title, deadlineAt: open.deadlineAt! } };
}

export async function examSession(db: TDatabase, userId: number, attemptId: string, now: Date) {
  const found = await findOwnAttempt(db, userId, attemptId);
  if (found.mode !== 'exam') throw conflict(texts.notAnExam);
  const attempt = await closeIfExpired(db, found, now);
  return presentExamSession(attempt, await loadItems(db, attempt.id), now);
}

/** One prepared statement when the exam is open (nearly always); otherwise the locked path finds out why not. */
export async function answerExamQuestion(
  db: TDatabase,
  userId: number,
  input: { attemptId: string; position: number; answer: string | null },
  now: Date,
) {
  if (await saveOpenExamAnswer(db, userId, input, now)) return { savedAt: now };
  return withOpenExam(db, userId, input.attemptId, now, async (tx, attempt) => {
    await saveAnswer(tx, attempt.id, input.position, input.answer, now);
    return { savedAt: now };
  });
}

export function flagExamQuestion(
  db: TDatabase,
  userId: number,
  input: { attemptId: string; position: number; flagged: boolean },
  now: Date,
) {
  return withOpenExam(db, userId, input.attemptId, now, async (tx, attempt) => {
    const updated = await tx
      .update(quizAttemptItems)
      .set({ flagged: input.flagged })
      .where(and(eq(quizAttemptItems.attemptId, attempt.id), eq(quizAttemptItems.position, input.position)))
      .returning({ flagged: quizAttemptItems.flagged });
    if (updated.length === 0) throw notFound(texts.questionNotFound);
    return { flagged: input.flagged };
  });
}

export async function submitExam(db: TDatabase, userId: number, attemptId: string, now: Date) {
  const { attempt, items } = await withOpenExam(db, userId, attemptId, now, (tx, open) =>
    closeAttempt(tx, open, 'submitted', now),
  );
  return presentResultFor(db, userId, attempt, items, now);
}

/** The result of any closed attempt; an exam whose time ran out is closed first. */
export async function attemptResult(db: TDatabase, userId: number, attemptId: string, now: Date) {
  const attempt = await closeIfExpired(db, await findOwnAttempt(db, userId, attemptId), now);
  if (attempt.status === 'in_progress') {
    throw conflict(attempt.mode === 'exam' ? texts.stillInProgress : texts.quizNotSubmitted);
  }
  return presentResultFor(db, userId, attempt, await loadItems(db, attempt.id), now);
}

/** Maintenance: every exam past its deadline is closed and scored with the answers saved in time. */
export async function closeExpiredExams(db: TDatabase, now: Date) {
  const expired = await db
    .select()
    .from(quizAttempts)
    .where(
      and(eq(quizAttempts.status, 'in_progress'), lt(quizAttempts.deadlineAt, new Date(now.getTime() - answerGraceMs))),
    );
  for (const attempt of expired) await closeIfExpired(db, attempt, now);
  return expired.length;
}
