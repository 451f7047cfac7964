import { and, count, desc, eq, exists, isNotNull, ne, or, sql } from 'drizzle-orm';
import {
  readinessAttemptsRead,
  readinessWindow,
  scorePercent,
  trendAttempts,
  weakTopicMinAnswers,
  weakTopicsShown,
  weakTopicThreshold,
} from '../../../shared/domain/quizzes';
import { coreTopics } from '../../../shared/domain/topics';
import type { TDatabase } from '../../db/client';
import { quizAttemptItems, quizAttempts } from '../../db/schema';

const closedAttemptsOf = (userId: number) =>
  and(eq(quizAttempts.userId, userId), ne(quizAttempts.status, 'in_progress'));

/**
 * Closed attempts that say something about what the learner knows. A quick quiz submitted without a single answer
 * says nothing, so its 0% stays out of readiness, weak topics and the trend (issue 11); it is still in the history,
 * where the learner can find and review it. An exam always counts: leaving it blank is part of the sitting.
 */
const measuredAttemptsOf = (db: TDatabase, userId: number) =>
  and(
    closedAttemptsOf(userId),
    or(
      eq(quizAttempts.mode, 'exam'),
      exists(
        db
          .select({ one: sql`1` })
          .from(quizAttemptItems)
          .where(and(eq(quizAttemptItems.attemptId, quizAttempts.id), isNotNull(quizAttemptItems.answer))),
      ),
    ),
  );

/** Past attempts, newest first; attempts still running are not history yet. */
export async function listAttempts(db: TDatabase, userId: number, query: { page: number; limit: number }) {
  const where = closedAttemptsOf(userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(quizAttempts)
      .where(where)
      .orderBy(desc(quizAttempts.closedAt))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(quizAttempts).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    attempts: rows.map((row) => ({
      attemptId: row.id,
      mode: row.mode,
      title: row.title,
      status: row.status,
      startedAt: row.startedAt,
      closedAt: row.closedAt ?? row.startedAt,
      questionCount: row.questionCount,
      score: row.score ?? 0,
      passed: (row.score ?? 0) >= row.passingPercent,
    })),
    pagination: { totalCount, totalPages: Math.ceil(totalCount / query.limit) },
  };
}

/**
 * Correct and answered per topic over the learner's latest attempts: each topic counts back through the attempts,
 * newest first, until it has at least readinessWindow answers. Reads only the tallies each attempt wrote when it
 * closed, so a learner with thousands of answers costs one short indexed read.
 */
async function latestResultsByTopic(db: TDatabase, userId: number) {
  const attempts = await db
    .select({ topicResults: quizAttempts.topicResults })
    .from(quizAttempts)
    .where(measuredAttemptsOf(db, userId))
    .orderBy(desc(quizAttempts.startedAt))
    .limit(readinessAttemptsRead);
  const totals = new Map<string, { topic: string; answered: number; correct: number }>();
  for (const { topicResults } of attempts) {
    for (const tally of topicResults ?? []) {
      const total = totals.get(tally.topic) ?? { topic: tally.topic, answered: 0, correct: 0 };
      if (total.answered >= readinessWindow) continue;
      total.answered += tally.total;
      total.correct += tally.correct;
      totals.set(tally.topic, total);
    }
  }
  return [...totals.values()];
}

export async function getProgress(db: TDatabase, userId: number) {
  const [recent, results] = await Promise.all([
    db
      .select({
        attemptId: quizAttempts.id,
        closedAt: quizAttempts.closedAt,
        score: quizAttempts.score,
        mode: quizAttempts.mode,
      })
      .from(quizAttempts)
      .where(measuredAttemptsOf(db, userId))
      .orderBy(desc(quizAttempts.closedAt))
      .limit(trendAttempts),
    latestResultsByTopic(db, userId),
  ]);
  const byTopic = new Map(results.map((row) => [row.topic, row]));
  const topics = coreTopics.map(({ id, name }) => {
    const result = byTopic.get(id);
    return {
      topic: id,
      name,
      answered: result?.answered ?? 0,
      correct: result?.correct ?? 0,
      readiness: result ? scorePercent(result.correct, result.answered) : null,
    };
  });
  const weakTopics = topics
    .filter((t) => t.answered >= weakTopicMinAnswers && t.readiness !== null && t.readiness < weakTopicThreshold)
    .sort((a, b) => a.readiness! - b.readiness!)
    .slice(0, weakTopicsShown)
    .map((t) => t.topic);
  return {
    trend: recent
      .reverse()
      .map((row) => ({ attemptId: row.attemptId, closedAt: row.closedAt!, score: row.score ?? 0, mode: row.mode })),
    topics,
    weakTopics,
  };
}
