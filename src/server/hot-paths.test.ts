// The calls every learner makes all the time (the session check, the flashcard review queue, an exam answer save)
// run prepared statements: after the first call, Drizzle builds none of their SQL again (issue 11, point 5).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAttemptResult, TExamSession } from '../shared/contract/quizzes';
import { answerGraceMs } from '../shared/domain/quizzes';
import { quizAttemptItems, quizAttempts } from './db/schema';
import { setupQuizTests } from './modules/quizzes/quiz-test-helpers';
import { readBody } from './test/app';
import { queriesBuiltDuring } from './test/query-builds';

const { ctx, learner, post, get, ok, fixture } = setupQuizTests();
const national = fixture.blueprints.national;
const db = () => ctx.database.db;
const startExam = async (cookie: string) =>
  ok<TExamSession>(await post('/_api/exams/start', cookie, { blueprintId: national.id }));
const answer = (cookie: string, attemptId: string, position: number, value: string | null) =>
  post('/_api/exams/answer', cookie, { attemptId, position, answer: value });
const savedAnswer = async (attemptId: string, position: number) => {
  const [item] = await db()
    .select()
    .from(quizAttemptItems)
    .where(and(eq(quizAttemptItems.attemptId, attemptId), eq(quizAttemptItems.position, position)));
  return item;
};

describe('hot paths use prepared statements', () => {
  it('the signed-in session check builds no SQL per request', async () => {
    const { user, cookie } = await learner();
    await get('/_api/auth/session', cookie); // the first call prepares
    const built = await queriesBuiltDuring(async () => {
      for (let i = 0; i < 3; i++) {
        expect(readBody<{ user: { id: number } }>(await get('/_api/auth/session', cookie)).user.id).toBe(user.id);
      }
    });
    expect(built).toEqual([]);
  });

  it('the flashcard review queue builds no SQL per request', async () => {
    const { cookie } = await learner();
    for (const front of ['Drift', 'Label', 'PPE']) {
      ok(await post('/_api/flashcards', cookie, { front, back: `About ${front}`, tags: [] }));
    }
    const first = ok<{ cards: { front: string }[]; newLeftToday: number }>(
      await get('/_api/flashcards/review-queue', cookie),
    );
    expect(first.cards.map((card) => card.front)).toEqual(['Drift', 'Label', 'PPE']);
    const built = await queriesBuiltDuring(async () => {
      const again = ok<{ cards: unknown[] }>(await get('/_api/flashcards/review-queue', cookie));
      expect(again.cards).toHaveLength(3);
    });
    expect(built).toEqual([]);
  });

  it('an exam answer save builds no SQL of its own per request (only the rate limit counter)', async () => {
    const { cookie } = await learner();
    const exam = await startExam(cookie);
    ok(await answer(cookie, exam.attemptId, 0, 'first'));
    const built = await queriesBuiltDuring(async () => {
      ok(await answer(cookie, exam.attemptId, 1, 'second'));
      ok(await answer(cookie, exam.attemptId, 0, '  ')); // blank clears the answer
    });
    expect(built.filter((text) => /quiz_attempt/.test(text))).toEqual([]);
    expect(await savedAnswer(exam.attemptId, 1)).toMatchObject({ answer: 'second' });
    expect(await savedAnswer(exam.attemptId, 0)).toMatchObject({ answer: null, answeredAt: null });
  });
});

describe('exam answer save keeps its rules', () => {
  it('takes an answer within the grace period after the deadline, refuses and closes after it', async () => {
    const { cookie } = await learner();
    const exam = await startExam(cookie);
    const setDeadline = (msAgo: number) =>
      db()
        .update(quizAttempts)
        .set({ deadlineAt: new Date(Date.now() - msAgo) })
        .where(eq(quizAttempts.id, exam.attemptId));
    await setDeadline(answerGraceMs / 2);
    ok(await answer(cookie, exam.attemptId, 0, 'just in time'));
    expect(await savedAnswer(exam.attemptId, 0)).toMatchObject({ answer: 'just in time' });
    await setDeadline(answerGraceMs + 2_000);
    const late = await answer(cookie, exam.attemptId, 1, 'too late');
    expect(late.statusCode).toBe(409);
    expect(await savedAnswer(exam.attemptId, 1)).toMatchObject({ answer: null });
    const [attempt] = await db().select().from(quizAttempts).where(eq(quizAttempts.id, exam.attemptId));
    expect(attempt).toMatchObject({ status: 'timed_out', correctCount: expect.any(Number) });
  });

  it('refuses an answer to a quick quiz and to a malformed attempt id with the usual words', async () => {
    const { cookie } = await learner();
    const quiz = ok<{ attemptId: string }>(
      await post('/_api/ai/generate-quiz', cookie, { type: 'Core', topics: ['ppe'] }),
    );
    const onQuiz = await answer(cookie, quiz.attemptId, 0, 'x');
    expect(onQuiz.statusCode).toBe(409);
    const malformed = await answer(cookie, 'not-a-uuid', 0, 'x');
    expect([400, 404]).toContain(malformed.statusCode);
  });

  it('answers racing a submission are either scored or refused, never saved after the score', async () => {
    const { cookie } = await learner();
    const exam = await startExam(cookie);
    const answers = Array.from({ length: 10 }, (_, position) =>
      answer(cookie, exam.attemptId, position, `a${position}`),
    );
    const submit = post('/_api/exams/submit', cookie, { attemptId: exam.attemptId });
    const [submitted, ...saves] = await Promise.all([submit, ...answers]);
    const result = ok<TAttemptResult>(submitted!);
    expect(saves.every((save) => save.statusCode === 200 || save.statusCode === 409)).toBe(true);
    for (let position = 0; position < 10; position++) {
      const stored = await savedAnswer(exam.attemptId, position);
      // What the result scored is what the database holds: no answer slipped in after the items were scored.
      expect(stored?.answer ?? null).toBe(result.review[position]!.answer ?? null);
      expect(stored?.isCorrect).not.toBeNull();
    }
  });
});
