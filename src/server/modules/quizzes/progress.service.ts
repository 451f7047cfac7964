import { and, count, desc, eq, lte, ne, sql } from 'drizzle-orm';
import {
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

/** Correct and answered over each topic's latest scored questions (readinessWindow of them). */
async function latestResultsByTopic(db: TDatabase, userId: number) {
  const topic = sql<string>`${quizAttemptItems.asked}->>'topic'`;
  const ranked = db
    .select({
      topic: topic.as('topic'),
      isCorrect: quizAttemptItems.isCorrect,
      rank: sql<number>`row_number() over (partition by ${topic} order by ${quizAttempts.closedAt} desc, ${quizAttemptItems.position})`.as(
        'rank',
      ),
    })
    .from(quizAttemptItems)
    .innerJoin(quizAttempts, eq(quizAttempts.id, quizAttemptItems.attemptId))
    .where(closedAttemptsOf(userId))
    .as('ranked');
  return db
    .select({
      topic: ranked.topic,
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`(count(*) filter (where ${ranked.isCorrect}))::int`,
    })
    .from(ranked)
    .where(lte(ranked.rank, readinessWindow))
    .groupBy(ranked.topic);
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
      .where(closedAttemptsOf(userId))
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
