import { and, count, countDistinct, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../../db/client';
import { tutorConversations, tutorFeedback, tutorMessages } from '../../db/schema';

const dayMs = 24 * 60 * 60 * 1000;
const reportedPeriods = [7, 30];
const recentFeedbackCount = 50;

async function usageSince(db: TDatabase, days: number, now: Date) {
  const since = new Date(now.getTime() - days * dayMs);
  const [messages] = await db
    .select({
      questions: sql<number>`count(*) filter (where ${tutorMessages.role} = 'user')`.mapWith(Number),
      refusals: sql<number>`count(*) filter (where ${tutorMessages.refused})`.mapWith(Number),
      learners: countDistinct(tutorConversations.userId),
    })
    .from(tutorMessages)
    .innerJoin(tutorConversations, eq(tutorConversations.id, tutorMessages.conversationId))
    .where(gte(tutorMessages.createdAt, since));
  const ratings = await db
    .select({ rating: tutorFeedback.rating, total: count() })
    .from(tutorFeedback)
    .where(gte(tutorFeedback.createdAt, since))
    .groupBy(tutorFeedback.rating);
  const rated = (rating: 'up' | 'down') => ratings.find((row) => row.rating === rating)?.total ?? 0;
  return { days, ...messages!, thumbsUp: rated('up'), thumbsDown: rated('down') };
}

/** The newest ratings, each with the answer and the question right before it in its conversation. */
async function recentFeedback(db: TDatabase) {
  const questions = alias(tutorMessages, 'question');
  const rows = await db
    .select({
      id: tutorFeedback.id,
      rating: tutorFeedback.rating,
      comment: tutorFeedback.comment,
      createdAt: tutorFeedback.createdAt,
      answer: tutorMessages.content,
      refused: tutorMessages.refused,
      conversationId: tutorMessages.conversationId,
      answeredAt: tutorMessages.createdAt,
    })
    .from(tutorFeedback)
    .innerJoin(tutorMessages, eq(tutorMessages.id, tutorFeedback.messageId))
    .orderBy(desc(tutorFeedback.createdAt))
    .limit(recentFeedbackCount);
  return Promise.all(
    rows.map(async ({ conversationId, answeredAt, ...row }) => {
      const [question] = await db
        .select({ content: questions.content })
        .from(questions)
        .where(
          and(
            eq(questions.conversationId, conversationId),
            eq(questions.role, 'user'),
            lt(questions.createdAt, answeredAt),
          ),
        )
        .orderBy(desc(questions.createdAt))
        .limit(1);
      return { ...row, question: question?.content ?? null };
    }),
  );
}

export async function tutorUsage(db: TDatabase, now: Date) {
  const periods = [];
  for (const days of reportedPeriods) periods.push(await usageSince(db, days, now));
  return { periods, recentFeedback: await recentFeedback(db) };
}
