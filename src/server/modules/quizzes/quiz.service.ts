import { and, eq, lt } from 'drizzle-orm';
import type { TTopicSelection } from '../../../shared/contract/ai';
import {
  abandonedQuizLifetimeMs,
  quizDefaultQuestionCount,
  quizPassingPercent,
  examMessages as texts,
} from '../../../shared/domain/quizzes';
import type { TDatabase } from '../../db/client';
import { quizAttempts } from '../../db/schema';
import { badRequest, conflict } from '../../http-error';
import type { TAiProvider } from '../../providers/ai/ai-provider';
import { learnerJurisdictions } from '../tutor/tutor-jurisdictions';
import { presentQuizQuestion } from './attempt-presenter';
import {
  closeAttempt,
  createAttempt,
  findOwnAttempt,
  loadItems,
  presentResultFor,
  recentlySeenQuestionIds,
  saveAnswer,
  topicNames,
} from './attempts.service';
import { keysHiddenFromLearner } from './hidden-keys.service';

/** "Quiz: PPE, IPM" names up to three topics; more are counted. */
function quizTitle(selection: TTopicSelection, names: Map<string, string>) {
  const chosen =
    selection.type === 'Core' ? selection.topics.map((topic) => names.get(topic) ?? topic) : [...names.values()];
  return `Quiz: ${chosen.length <= 3 ? chosen.join(', ') : `${chosen.length} topics`}`;
}

export async function generateQuiz(
  db: TDatabase,
  ai: TAiProvider,
  learner: { id: number; states: readonly string[] },
  input: TTopicSelection & { count?: number },
  now: Date,
) {
  const userId = learner.id;
  const { count = quizDefaultQuestionCount, ...selection } = input;
  const recentlySeen = await recentlySeenQuestionIds(db, userId);
  // A practice quiz hands out its keys, so it never asks a question of the learner's running exam; the check is
  // repeated on what came back, whatever the engine did with the exclusion. A model (when configured) is asked here,
  // before and outside the transaction that stores the attempt.
  const hidden = await keysHiddenFromLearner(db, userId, now);
  const drawn = await ai.generateQuiz({
    selection,
    count,
    jurisdictions: learnerJurisdictions(learner.states),
    recentlySeen,
    exclude: hidden.questionIds,
  });
  const asked = drawn.filter((question) => !hidden.has(question));
  if (asked.length === 0) throw badRequest(hidden.questionIds.size ? texts.inRunningExam : texts.notEnoughQuestions);
  const names = await topicNames(db);
  const askedTopicNames = new Map(
    asked.map((question) => [question.topic, names.get(question.topic) ?? question.topic]),
  );
  const attempt = await db.transaction((tx) =>
    createAttempt(
      tx,
      userId,
      {
        mode: 'quiz',
        title: quizTitle(selection, selection.type === 'Core' ? names : askedTopicNames),
        selection,
        blueprintId: null,
        passingPercent: quizPassingPercent,
        deadlineAt: null,
        startedAt: now,
      },
      asked,
    ),
  );
  return { attemptId: attempt.id, questions: asked.map(presentQuizQuestion) };
}

async function findOpenQuiz(db: Parameters<typeof findOwnAttempt>[0], userId: number, attemptId: string) {
  const attempt = await findOwnAttempt(db, userId, attemptId, true);
  if (attempt.mode !== 'quiz') throw conflict(texts.notAQuiz);
  return attempt;
}

/** Records the learner's answers and scores them on the server; an attempt is scored once. */
export async function submitQuiz(
  db: TDatabase,
  userId: number,
  input: { attemptId: string; answers: string[] },
  now: Date,
) {
  const { attempt, items } = await db.transaction(async (tx) => {
    const open = await findOpenQuiz(tx, userId, input.attemptId);
    if (open.status !== 'in_progress') throw conflict(texts.alreadySubmitted);
    if (input.answers.length !== open.questionCount) throw badRequest(texts.answerCount);
    for (const [position, answer] of input.answers.entries()) await saveAnswer(tx, open.id, position, answer, now);
    return closeAttempt(tx, open, 'submitted', now);
  });
  return presentResultFor(db, userId, attempt, items, now);
}

/** Retake Quiz: the same questions, options in the same order, in a new attempt with blank answers. */
export async function retakeQuiz(db: TDatabase, userId: number, attemptId: string, now: Date) {
  return db.transaction(async (tx) => {
    const original = await findOwnAttempt(tx, userId, attemptId);
    if (original.mode !== 'quiz') throw conflict(texts.notAQuiz);
    const items = await loadItems(tx, original.id);
    const retake = await createAttempt(
      tx,
      userId,
      {
        mode: 'quiz',
        title: original.title,
        selection: original.selection,
        blueprintId: null,
        passingPercent: original.passingPercent,
        deadlineAt: null,
        startedAt: now,
      },
      items.map((item) => item.asked),
    );
    return { attemptId: retake.id };
  });
}

/** Maintenance: quick quizzes left unsubmitted for a month go; they were never history and hold only the draw. */
export async function dropAbandonedQuizzes(db: TDatabase, now: Date) {
  const dropped = await db
    .delete(quizAttempts)
    .where(
      and(
        eq(quizAttempts.mode, 'quiz'),
        eq(quizAttempts.status, 'in_progress'),
        lt(quizAttempts.startedAt, new Date(now.getTime() - abandonedQuizLifetimeMs)),
      ),
    )
    .returning({ id: quizAttempts.id });
  return dropped.length;
}
