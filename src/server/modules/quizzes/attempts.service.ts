import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { TTopicSelection } from '../../../shared/contract/ai';
import { recentAttemptsAvoided, scorePercent, examMessages as texts } from '../../../shared/domain/quizzes';
import { coreTopics } from '../../../shared/domain/topics';
import type { TDatabase } from '../../db/client';
import {
  questions,
  quizAttemptItems,
  quizAttempts,
  type TAskedQuestion,
  type TQuizAttemptItemRow,
  type TQuizAttemptRow,
  tags,
} from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../http-error';
import { presentResult } from './attempt-presenter';
import { keysHiddenFromLearner } from './hidden-keys.service';
import { isAnswerCorrect, tallyByTopic } from './scoring';

/** A transaction or the database itself: the services below work inside either. */
type TDb = Pick<TDatabase, 'select' | 'insert' | 'update'>;

export interface TNewAttempt {
  mode: 'quiz' | 'exam';
  title: string;
  selection: TTopicSelection | null;
  blueprintId: string | null;
  passingPercent: number;
  deadlineAt: Date | null;
  startedAt: Date;
}

export async function createAttempt(db: TDb, userId: number, attempt: TNewAttempt, asked: TAskedQuestion[]) {
  const [row] = await db
    .insert(quizAttempts)
    .values({ ...attempt, userId, questionCount: asked.length })
    .returning();
  await db
    .insert(quizAttemptItems)
    .values(asked.map((question, position) => ({ attemptId: row!.id, position, asked: question })));
  return row!;
}

/** The learner's own attempt, or 404: another learner's attempt looks exactly like one that does not exist. */
export async function findOwnAttempt(db: TDb, userId: number, attemptId: string, lock = false) {
  if (!isUuid(attemptId)) throw notFound(texts.attemptNotFound);
  const query = db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(texts.attemptNotFound);
  return row;
}

export const loadItems = (db: TDb, attemptId: string) =>
  db
    .select()
    .from(quizAttemptItems)
    .where(eq(quizAttemptItems.attemptId, attemptId))
    .orderBy(asc(quizAttemptItems.position));

/** Blank text counts as no answer. */
export const givenAnswer = (answer: string | null) => (answer === null || answer.trim() === '' ? null : answer);

/** Stores one answer. */
export async function saveAnswer(db: TDb, attemptId: string, position: number, answer: string | null, now: Date) {
  const given = givenAnswer(answer);
  const updated = await db
    .update(quizAttemptItems)
    .set({ answer: given, answeredAt: given === null ? null : now })
    .where(and(eq(quizAttemptItems.attemptId, attemptId), eq(quizAttemptItems.position, position)))
    .returning({ position: quizAttemptItems.position });
  if (updated.length === 0) throw notFound(texts.questionNotFound);
}

/** Scores every item, writes the per-topic tallies and closes the attempt; the caller holds the attempt's lock. */
export async function closeAttempt(
  db: TDb,
  attempt: TQuizAttemptRow,
  status: 'submitted' | 'timed_out',
  now: Date,
): Promise<{ attempt: TQuizAttemptRow; items: TQuizAttemptItemRow[] }> {
  const items = await loadItems(db, attempt.id);
  const scored = items.map((item) => ({ ...item, isCorrect: isAnswerCorrect(item.asked, item.answer) }));
  for (const correct of [true, false]) {
    const positions = scored.filter((item) => item.isCorrect === correct).map((item) => item.position);
    if (positions.length === 0) continue;
    await db
      .update(quizAttemptItems)
      .set({ isCorrect: correct })
      .where(and(eq(quizAttemptItems.attemptId, attempt.id), inArray(quizAttemptItems.position, positions)));
  }
  const correctCount = scored.filter((item) => item.isCorrect).length;
  const [closed] = await db
    .update(quizAttempts)
    .set({
      status,
      closedAt: now,
      correctCount,
      score: scorePercent(correctCount, scored.length),
      topicResults: tallyByTopic(scored),
    })
    .where(eq(quizAttempts.id, attempt.id))
    .returning();
  return { attempt: closed!, items: scored };
}

/** Bank questions from the learner's latest attempts, most recent first, so new quizzes ask others first. */
export async function recentlySeenQuestionIds(db: TDb, userId: number) {
  const latest = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(eq(quizAttempts.userId, userId))
    .orderBy(desc(quizAttempts.startedAt))
    .limit(recentAttemptsAvoided);
  if (latest.length === 0) return [];
  const order = new Map(latest.map((attempt, index) => [attempt.id, index]));
  const items = await db
    .select({ attemptId: quizAttemptItems.attemptId, asked: quizAttemptItems.asked })
    .from(quizAttemptItems)
    .where(inArray(quizAttemptItems.attemptId, [...order.keys()]));
  return items
    .sort((a, b) => order.get(a.attemptId)! - order.get(b.attemptId)!)
    .flatMap((item) => (item.asked.questionId ? [item.asked.questionId] : []));
}

/** Display names for every topic id an attempt can hold: the core topics and the states' category tags. */
export async function topicNames(db: TDb) {
  const categories = await db.select({ slug: tags.slug, name: tags.name }).from(tags).where(isNotNull(tags.slug));
  return new Map<string, string>([
    ...coreTopics.map((topic) => [topic.id, topic.name] as [string, string]),
    ...categories.map((tag) => [tag.slug!, tag.name] as [string, string]),
  ]);
}

/** A closed attempt as its learner may see it now: keys of their running exam's questions stay hidden. */
export async function presentResultFor(
  db: TDb,
  userId: number,
  attempt: TQuizAttemptRow,
  items: TQuizAttemptItemRow[],
  now: Date,
) {
  return presentResult(
    attempt,
    items,
    await topicNames(db),
    await keysHiddenFromLearner(db, userId, now),
    await questionSections(db, items),
  );
}

/** Where the course teaches each bank question of the attempt, for the review's "Study this" links. */
async function questionSections(db: TDb, items: TQuizAttemptItemRow[]) {
  const ids = [...new Set(items.flatMap((item) => (item.asked.questionId ? [item.asked.questionId] : [])))];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: questions.id, section: questions.section })
    .from(questions)
    .where(inArray(questions.id, ids));
  return new Map(rows.map((row) => [row.id, row.section]));
}

/**
 * One question of the learner's own attempt, with the attempt's status and mode, or null (another learner's attempt
 * looks exactly like one that does not exist). Callers decide what a running attempt may reveal.
 */
export async function findOwnAttemptItem(db: TDatabase, userId: number, attemptId: string, position: number) {
  if (!isUuid(attemptId)) return null;
  const [row] = await db
    .select({ status: quizAttempts.status, mode: quizAttempts.mode, asked: quizAttemptItems.asked })
    .from(quizAttemptItems)
    .innerJoin(quizAttempts, eq(quizAttempts.id, quizAttemptItems.attemptId))
    .where(
      and(
        eq(quizAttemptItems.attemptId, attemptId),
        eq(quizAttemptItems.position, position),
        eq(quizAttempts.userId, userId),
      ),
    );
  return row ?? null;
}
