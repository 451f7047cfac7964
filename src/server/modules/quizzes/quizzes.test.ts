import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TQuizQuestion } from '../../../shared/contract/ai';
import type { TAttemptResult } from '../../../shared/contract/quizzes';
import { recentAttemptsAvoided } from '../../../shared/domain/quizzes';
import { quizAttempts } from '../../db/schema';
import { readBody } from '../../test/app';
import { TEST_PASSWORD } from '../../test/factories';
import { runMaintenance } from '../maintenance/maintenance-worker';
import { setupQuizTests } from './quiz-test-helpers';

const { ctx, pack, fixture, learner, post, get, ok } = setupQuizTests();
type TQuiz = { attemptId: string; questions: TQuizQuestion[] };
const generate = (cookie: string, payload: unknown) => post('/_api/ai/generate-quiz', cookie, payload);

describe('generating a quick quiz', () => {
  it('draws 10 questions spread over the chosen topics, with keys and explanations for review', async () => {
    const { cookie } = await learner();
    const quiz = ok<TQuiz>(await generate(cookie, { type: 'Core', topics: ['ppe', 'ipm'] }));
    expect(quiz.questions).toHaveLength(10);
    expect(quiz.questions.filter((q) => q.topic === 'ppe')).toHaveLength(5);
    expect(quiz.questions.filter((q) => q.topic === 'ipm')).toHaveLength(5);
    for (const question of quiz.questions) {
      expect(question.explanation.length).toBeGreaterThan(10);
      const bank = pack.questions.find((q) => q.question === question.questionText)!;
      expect(bank).toBeDefined();
      if ('options' in bank && bank.options) expect([...question.options!].sort()).toEqual([...bank.options].sort());
    }
  });

  it('takes another size, shuffles options, and avoids recently seen questions until the pool runs out', async () => {
    const { cookie } = await learner();
    const category = fixture.states.texas.category.category.id;
    const pool = fixture.bankOf(category).length;
    const [texas] = await ctx.database.db.query.tags.findMany({ where: (t, { eq }) => eq(t.slug, category) });
    // Questions of the last `recentAttemptsAvoided` quizzes are left out, so the quiz size is chosen to use the whole
    // pool within that many quizzes and leave a few unseen (a bank larger than the window would make it a draw).
    let size = 5;
    while (Math.floor(pool / size) > recentAttemptsAvoided || pool % size === 0) size++;
    const selection = { type: 'Category', state: 'texas', tagIds: [texas!.id], count: size };
    // Quizzes of `size` ask every question once while unseen ones last (the pool's size is read from the pack, not
    // assumed); the quiz after that asks the last unseen ones and fills up with the first quiz's, seen longest ago.
    expect(pool).toBeGreaterThanOrEqual(10);
    const fullRounds = Math.floor(pool / size);
    const rounds: string[][] = [];
    for (let round = 0; round <= fullRounds; round++) {
      const quiz = ok<TQuiz>(await generate(cookie, selection));
      rounds.push(quiz.questions.map((q) => q.questionText));
    }
    const firstPass = rounds.slice(0, fullRounds).flat();
    expect(new Set(firstPass).size).toBe(fullRounds * size);
    const last = rounds[fullRounds]!;
    const unseenLeft = pool - fullRounds * size;
    expect(last.filter((text) => !firstPass.includes(text))).toHaveLength(unseenLeft);
    const repeated = last.filter((text) => firstPass.includes(text));
    expect(repeated).toHaveLength(size - unseenLeft);
    expect(repeated.every((text) => rounds[0]!.includes(text))).toBe(true);
    // Options come in a new order: over a few quizzes at least one multiple-choice question differs from the bank.
    const orders = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const quiz = ok<TQuiz>(await generate(cookie, { type: 'Core', topics: ['label-labeling'], count: 10 }));
      for (const q of quiz.questions) {
        const bank = pack.questions.find((b) => b.question === q.questionText)!;
        if (q.questionType === 'multiple_choice' && 'options' in bank) {
          orders.add(String(JSON.stringify(q.options) !== JSON.stringify(bank.options)));
        }
      }
    }
    expect(orders.has('true')).toBe(true);
  });

  it('answers the spec’s messages for an incomplete selection and a clear one for an empty pool', async () => {
    const { cookie } = await learner();
    const none = await generate(cookie, { type: 'Core', topics: [] });
    expect(none.statusCode).toBe(400);
    expect(readBody<{ error: string }>(none).error).toBe('Select at least one core topic');
    const [texas] = await ctx.database.db.query.tags.findMany({ where: (t, { eq }) => eq(t.state, 'texas') });
    const wrongState = await generate(cookie, { type: 'Category', state: 'california', tagIds: [texas!.id] });
    expect(wrongState.statusCode).toBe(400);
    expect(readBody<{ error: string }>(wrongState).error).toMatch(/no questions/);
  });
});

describe('submitting a quick quiz', () => {
  it('scores on the server, records the result once, and a retake starts blank with the same questions', async () => {
    const { cookie } = await learner();
    const quiz = ok<TQuiz>(await generate(cookie, { type: 'Core', topics: ['ppe', 'formulations'] }));
    const answers = quiz.questions.map((q, i) => (i < 7 ? q.correctAnswer : 'not it'));
    const result = ok<TAttemptResult>(
      await post('/_api/quizzes/submit', cookie, { attemptId: quiz.attemptId, answers }),
    );
    expect(result).toMatchObject({
      score: 70,
      correctCount: 7,
      total: 10,
      passed: true,
      mode: 'quiz',
      status: 'submitted',
    });
    expect(result.topics.reduce((sum, t) => sum + t.total, 0)).toBe(10);
    expect(result.review.map((r) => r.isCorrect)).toEqual(answers.map((_, i) => i < 7));

    const again = await post('/_api/quizzes/submit', cookie, { attemptId: quiz.attemptId, answers });
    expect(again.statusCode).toBe(409);
    expect(readBody<{ error: string }>(again).error).toBe('This attempt has already been submitted.');

    const retake = ok<{ attemptId: string }>(await post('/_api/quizzes/retake', cookie, { attemptId: quiz.attemptId }));
    expect(retake.attemptId).not.toBe(quiz.attemptId);
    const blank = ok<TAttemptResult>(
      await post('/_api/quizzes/submit', cookie, { attemptId: retake.attemptId, answers: answers.map(() => '') }),
    );
    expect(blank.score).toBe(0);
    expect(blank.review.map((r) => r.questionText)).toEqual(result.review.map((r) => r.questionText));
    expect(blank.review.every((r) => r.answer === null)).toBe(true);
  });

  it('refuses a wrong number of answers and another learner’s attempt', async () => {
    const { cookie } = await learner();
    const quiz = ok<TQuiz>(await generate(cookie, { type: 'Core', topics: ['ipm'] }));
    const short = await post('/_api/quizzes/submit', cookie, { attemptId: quiz.attemptId, answers: ['x'] });
    expect(short.statusCode).toBe(400);
    const other = await learner();
    const answers = quiz.questions.map(() => '');
    for (const response of [
      await post('/_api/quizzes/submit', other.cookie, { attemptId: quiz.attemptId, answers }),
      await post('/_api/quizzes/retake', other.cookie, { attemptId: quiz.attemptId }),
      await get(`/_api/attempts/result?attemptId=${quiz.attemptId}`, other.cookie),
      await get('/_api/attempts/result?attemptId=not-a-uuid', other.cookie),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(readBody<{ error: string }>(response).error).toBe('Attempt not found.');
    }
  });
});

describe('history and readiness', () => {
  it('lists closed attempts with pagination, a score trend and the weakest topics', async () => {
    const { cookie } = await learner();
    for (const [topic, right] of [
      ['ppe', 10],
      ['ipm', 2],
      ['formulations', 5],
    ] as const) {
      const quiz = ok<TQuiz>(await generate(cookie, { type: 'Core', topics: [topic] }));
      const answers = quiz.questions.map((q, i) => (i < right ? q.correctAnswer : ''));
      ok(await post('/_api/quizzes/submit', cookie, { attemptId: quiz.attemptId, answers }));
    }
    ok(await generate(cookie, { type: 'Core', topics: ['ppe'] })); // still open: not history
    const page = ok<{ attempts: { score: number }[]; pagination: { totalCount: number; totalPages: number } }>(
      await get('/_api/attempts?page=1&limit=2', cookie),
    );
    expect(page.pagination).toEqual({ totalCount: 3, totalPages: 2 });
    expect(page.attempts.map((a) => a.score)).toEqual([50, 20]);
    const progress = ok<{
      trend: { score: number }[];
      topics: { topic: string; readiness: number | null }[];
      weakTopics: string[];
    }>(await get('/_api/progress', cookie));
    expect(progress.trend.map((t) => t.score)).toEqual([100, 20, 50]);
    expect(progress.topics.find((t) => t.topic === 'ipm')?.readiness).toBe(20);
    expect(progress.topics.find((t) => t.topic === 'safety-toxicity')?.readiness).toBeNull();
    expect(progress.weakTopics).toEqual(['ipm', 'formulations']);
  });

  it('exports attempts with the data and removes them with the account', async () => {
    const { user, cookie } = await learner();
    const quiz = ok<TQuiz>(await generate(cookie, { type: 'Core', topics: ['ppe'] }));
    const exported = ok<{ quizAttempts: { questions: unknown[] }[] }>(
      await post('/_api/settings/export-data', cookie, {}),
    );
    expect(exported.quizAttempts).toHaveLength(1);
    expect(exported.quizAttempts[0]!.questions).toHaveLength(quiz.questions.length);
    expect((await post('/_api/settings/delete-account', cookie, { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id))).toHaveLength(0);
  });
});

describe('abandoned quizzes', () => {
  it('maintenance drops quizzes left unsubmitted for a month and keeps recent and submitted ones', async () => {
    const { cookie } = await learner();
    const old = ok<TQuiz>(await generate(cookie, { type: 'Core', topics: ['ipm'] }));
    const recent = ok<TQuiz>(await generate(cookie, { type: 'Core', topics: ['ipm'] }));
    const done = ok<TQuiz>(await generate(cookie, { type: 'Core', topics: ['ipm'] }));
    ok(
      await post('/_api/quizzes/submit', cookie, { attemptId: done.attemptId, answers: done.questions.map(() => '') }),
    );
    const monthAgo = new Date(Date.now() - 31 * 86_400_000);
    for (const id of [old.attemptId, done.attemptId]) {
      await ctx.database.db.update(quizAttempts).set({ startedAt: monthAgo }).where(eq(quizAttempts.id, id));
    }
    const { droppedQuizzes } = await runMaintenance(ctx.database.db, new Date());
    expect(droppedQuizzes).toBe(1);
    const left = await ctx.database.db.select({ id: quizAttempts.id }).from(quizAttempts);
    expect(left.map((row) => row.id)).toEqual(expect.arrayContaining([recent.attemptId, done.attemptId]));
    expect(left.map((row) => row.id)).not.toContain(old.attemptId);
  });
});

describe('a quick quiz submitted with no answer at all', () => {
  it('stays in the history but out of readiness, weak topics and the trend', async () => {
    const { cookie } = await learner();
    const answered = ok<TQuiz>(await generate(cookie, { type: 'Core', topics: ['ppe'] }));
    const half = answered.questions.map((q, i) => (i < 5 ? q.correctAnswer : 'not it'));
    ok(await post('/_api/quizzes/submit', cookie, { attemptId: answered.attemptId, answers: half }));
    const blank = ok<TQuiz>(await generate(cookie, { type: 'Core', topics: ['ppe'] }));
    const result = ok<TAttemptResult>(
      await post('/_api/quizzes/submit', cookie, {
        attemptId: blank.attemptId,
        answers: blank.questions.map(() => ''),
      }),
    );
    expect(result.score).toBe(0);

    const history = ok<{ attempts: { attemptId: string; score: number }[] }>(await get('/_api/attempts', cookie));
    expect(history.attempts.map((a) => a.attemptId)).toEqual([blank.attemptId, answered.attemptId]);
    const progress = ok<{
      trend: { attemptId: string }[];
      topics: { topic: string; answered: number; readiness: number | null }[];
      weakTopics: string[];
    }>(await get('/_api/progress', cookie));
    expect(progress.topics.find((t) => t.topic === 'ppe')).toMatchObject({ answered: 10, readiness: 50 });
    expect(progress.trend.map((t) => t.attemptId)).toEqual([answered.attemptId]);
    expect(progress.weakTopics).toEqual(['ppe']);

    // One answer is enough for the quiz to count: its blanks are wrong answers.
    const one = ok<TQuiz>(await generate(cookie, { type: 'Core', topics: ['ppe'] }));
    const single = one.questions.map((q, i) => (i === 0 ? q.correctAnswer : ''));
    ok(await post('/_api/quizzes/submit', cookie, { attemptId: one.attemptId, answers: single }));
    const after = ok<{ topics: { topic: string; answered: number; correct: number }[] }>(
      await get('/_api/progress', cookie),
    );
    expect(after.topics.find((t) => t.topic === 'ppe')).toMatchObject({ answered: 20, correct: 6 });
  });
});
