// Rows as the features write them, at chosen moments, for the analytics tests.
import type { TDatabase } from '../../db/client';
import {
  checkoutSessions,
  flashcardReviews,
  purchases,
  quizAttemptItems,
  quizAttempts,
  tutorConversations,
  tutorMessages,
  userFlashcards,
} from '../../db/schema';

export async function addAttempt(
  db: TDatabase,
  userId: number,
  startedAt: Date,
  options: { mode?: 'quiz' | 'exam'; answerGapsSeconds?: number[]; closed?: boolean } = {},
) {
  const gaps = options.answerGapsSeconds ?? [];
  const [attempt] = await db
    .insert(quizAttempts)
    .values({
      userId,
      mode: options.mode ?? 'quiz',
      title: 'Test attempt',
      passingPercent: 70,
      questionCount: Math.max(gaps.length, 1),
      startedAt,
      status: options.closed ? 'submitted' : 'in_progress',
      closedAt: options.closed ? startedAt : null,
    })
    .returning();
  let answeredAt = startedAt.getTime();
  if (gaps.length) {
    await db.insert(quizAttemptItems).values(
      gaps.map((gap, position) => {
        answeredAt += gap * 1000;
        return {
          attemptId: attempt!.id,
          position,
          asked: {
            questionId: null,
            topic: 't',
            type: 'multiple_choice',
            question: 'Q',
            options: ['a', 'b'],
            answer: 'a',
            details: {},
            explanation: '',
          },
          answer: 'a',
          answeredAt: new Date(answeredAt),
          isCorrect: true,
        };
      }),
    );
  }
  return attempt!;
}

export async function addReviews(db: TDatabase, userId: number, times: Date[]) {
  const [card] = await db.insert(userFlashcards).values({ userId, front: 'F', back: 'B' }).returning();
  await db.insert(flashcardReviews).values(
    times.map((reviewedAt) => ({
      cardId: card!.id,
      userId,
      grade: 'good',
      stateBefore: 'new',
      intervalDays: 1,
      ease: 2.5,
      dueAt: reviewedAt,
      reviewedAt,
    })),
  );
}

export async function addTutorMessages(db: TDatabase, userId: number, times: Date[]) {
  const [conversation] = await db.insert(tutorConversations).values({ userId, title: 'Q' }).returning();
  await db.insert(tutorMessages).values(
    times.flatMap((createdAt) => [
      { conversationId: conversation!.id, role: 'user' as const, content: 'Q?', createdAt },
      { conversationId: conversation!.id, role: 'assistant' as const, content: 'A.', createdAt },
    ]),
  );
}

export async function addPurchase(
  db: TDatabase,
  userId: number,
  paidAt: Date,
  amountCents: number,
  refundedAt: Date | null = null,
) {
  const id = `cs_test_${userId}_${paidAt.getTime()}`;
  await db.insert(checkoutSessions).values({
    id,
    provider: 'local',
    userId,
    plan: 'complete-study-kit',
    listAmountCents: amountCents,
    amountCents,
    status: 'complete',
    expiresAt: paidAt,
  });
  await db.insert(purchases).values({
    userId,
    checkoutSessionId: id,
    provider: 'local',
    plan: 'complete-study-kit',
    listAmountCents: amountCents,
    discountCents: 0,
    amountCents,
    status: refundedAt ? 'refunded' : 'completed',
    paidAt,
    refundedAt,
  });
}
