import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TGeneratedFlashcard, TQuizQuestion } from '../../../shared/contract/ai';
import type { TAttemptResult, TExamSession } from '../../../shared/contract/quizzes';
import { quizAttemptItems, quizAttempts, tags } from '../../db/schema';
import { setupQuizTests } from './quiz-test-helpers';
import { correctAnswerText } from './scoring';

// Issue 11: while a learner's timed exam runs, no key of its questions may reach them by any route.
const { ctx, fixture, learner, post, get, ok } = setupQuizTests();
const { national, texas } = fixture.blueprints;
const texasCategory = fixture.states.texas.category.category.id;
const db = () => ctx.database.db;
type TQuiz = { attemptId: string; questions: TQuizQuestion[] };

const itemsOf = async (attemptId: string) =>
  (await db().select().from(quizAttemptItems).where(eq(quizAttemptItems.attemptId, attemptId))).sort(
    (a, b) => a.position - b.position,
  );
const start = async (cookie: string, blueprintId: string) =>
  ok<TExamSession>(await post('/_api/exams/start', cookie, { blueprintId }));
const texasTagIds = async () => (await db().select().from(tags).where(eq(tags.state, 'texas'))).map((t) => t.id);

describe('a running exam keeps its keys', () => {
  it('practice quizzes and generated flashcards never hand out its questions, so the exam score stays honest', async () => {
    const { cookie } = await learner();
    // The Texas category exam draws most or all of its category's questions: the quizzes below would hand them out.
    const exam = await start(cookie, texas.category.id);
    const examTexts = new Set(exam.questions.map((q) => q.questionText));
    expect(examTexts.size).toBe(exam.questions.length);
    expect(exam.questions).toHaveLength(texas.category.questionCount);
    expect(exam.questions.length).toBeGreaterThan(fixture.bankOf(texasCategory).length / 2);

    // The attack: many quizzes over the exam's own categories, collecting every key that comes back.
    const leaked = new Map<string, string>();
    const tagIds = await texasTagIds();
    for (let call = 0; call < 12; call++) {
      const quiz = ok<TQuiz>(
        await post('/_api/ai/generate-quiz', cookie, { type: 'Category', state: 'Texas', tagIds, count: 50 }),
      );
      expect(quiz.questions.length).toBeGreaterThan(0);
      for (const q of quiz.questions) leaked.set(q.questionText, q.correctAnswer);
      const cards = ok<{ flashcards: TGeneratedFlashcard[] }>(
        await post('/_api/ai/generate-flashcards', cookie, { type: 'Category', state: 'Texas', tagIds }),
      ).flashcards;
      for (const card of cards) expect(examTexts.has(card.front)).toBe(false);
    }
    expect([...leaked.keys()].filter((text) => examTexts.has(text))).toEqual([]);

    // Whatever the quizzes told, the exam is answered with it; none of it is an exam key.
    for (const question of exam.questions) {
      const guess = leaked.get(question.questionText) ?? 'no idea';
      await post('/_api/exams/answer', cookie, {
        attemptId: exam.attemptId,
        position: question.position,
        answer: guess,
      });
    }
    const result = ok<TAttemptResult>(await post('/_api/exams/submit', cookie, { attemptId: exam.attemptId }));
    expect(result.correctCount).toBe(0);

    // Once the exam is closed the bank is whole again for practice.
    const after = ok<TQuiz>(
      await post('/_api/ai/generate-quiz', cookie, { type: 'Category', state: 'Texas', tagIds, count: 50 }),
    );
    const texasBank = fixture.pack.questions.filter((q) => q.jurisdictions.includes('texas')).length;
    expect(after.questions).toHaveLength(Math.min(50, texasBank));
  });

  it('a quiz asks nothing but the exam’s questions: a clear 400', async () => {
    const { cookie } = await learner();
    const exam = await start(cookie, texas.core.id);
    const items = await itemsOf(exam.attemptId);
    // Every question of one category goes into the exam, so a quiz on that category has nothing left to ask.
    const [aquatic] = await db().select().from(tags).where(eq(tags.slug, texasCategory));
    const bank = await db().query.questions.findMany({ where: (q, { eq }) => eq(q.topic, texasCategory) });
    expect(items.length).toBeGreaterThanOrEqual(bank.length);
    for (const [index, question] of bank.entries()) {
      await db()
        .update(quizAttemptItems)
        .set({ asked: { ...items[index]!.asked, questionId: question.id, question: question.question } })
        .where(and(eq(quizAttemptItems.attemptId, exam.attemptId), eq(quizAttemptItems.position, index)));
    }
    const response = await post('/_api/ai/generate-quiz', cookie, {
      type: 'Category',
      state: 'Texas',
      tagIds: [aquatic!.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/in your running exam/);
  });

  it('reviews, retakes, late submissions and the data export hold its keys back until it is closed', async () => {
    const { cookie } = await learner();
    // Before the exam: one quiz submitted (all right), one left open.
    const done = ok<TQuiz>(await post('/_api/ai/generate-quiz', cookie, { type: 'Core', topics: ['ppe'] }));
    ok(
      await post('/_api/quizzes/submit', cookie, {
        attemptId: done.attemptId,
        answers: done.questions.map((q) => q.correctAnswer),
      }),
    );
    const open = ok<TQuiz>(await post('/_api/ai/generate-quiz', cookie, { type: 'Core', topics: ['ipm'] }));
    const exam = await start(cookie, national.id);
    // Whatever the draw, the exam now also asks three questions of the submitted quiz and one of the open one.
    const shared = [...(await itemsOf(done.attemptId)).slice(0, 3), (await itemsOf(open.attemptId))[0]!];
    for (const [position, item] of shared.entries()) {
      await db()
        .update(quizAttemptItems)
        .set({ asked: item.asked })
        .where(and(eq(quizAttemptItems.attemptId, exam.attemptId), eq(quizAttemptItems.position, position)));
    }
    const sharedTexts = new Set(shared.map((item) => item.asked.question));
    const sharedKeys = shared.map((item) => correctAnswerText(item.asked));
    /** Review items of the shared questions carry nothing; every other item keeps its key. */
    const expectHeldBack = (result: TAttemptResult) => {
      let held = 0;
      for (const item of result.review) {
        if (sharedTexts.has(item.questionText)) {
          held += 1;
          expect(item).toMatchObject({ correctAnswer: null, explanation: null, isCorrect: null });
        } else {
          expect(item.correctAnswer).not.toBeNull();
        }
      }
      return held;
    };

    const review = ok<TAttemptResult>(await get(`/_api/attempts/result?attemptId=${done.attemptId}`, cookie));
    expect(expectHeldBack(review)).toBe(3);
    expect(review.score).toBe(100);

    const retake = ok<{ attemptId: string }>(await post('/_api/quizzes/retake', cookie, { attemptId: done.attemptId }));
    const retaken = ok<TAttemptResult>(
      await post('/_api/quizzes/submit', cookie, {
        attemptId: retake.attemptId,
        answers: sharedKeys.slice(0, 3).concat(Array(7).fill('')),
      }),
    );
    expect(expectHeldBack(retaken)).toBe(3);

    const late = ok<TAttemptResult>(
      await post('/_api/quizzes/submit', cookie, { attemptId: open.attemptId, answers: open.questions.map(() => 'x') }),
    );
    expect(expectHeldBack(late)).toBe(1);

    const exported = ok<{ quizAttempts: { questions: Record<string, unknown>[] }[] }>(
      await post('/_api/settings/export-data', cookie, {}),
    );
    const exportedShared = exported.quizAttempts
      .flatMap((attempt) => attempt.questions)
      .filter((q) => sharedTexts.has(q.question as string));
    expect(exportedShared).toHaveLength(3 + 3 + 1 + 4);
    for (const q of exportedShared) {
      expect(q).not.toHaveProperty('correctAnswer');
      expect(q).not.toHaveProperty('explanation');
      expect(q).not.toHaveProperty('isCorrect');
    }

    for (let call = 0; call < 4; call++) {
      const quiz = ok<TQuiz>(
        await post('/_api/ai/generate-quiz', cookie, { type: 'Core', topics: ['ppe', 'ipm'], count: 50 }),
      );
      expect(quiz.questions.filter((q) => sharedTexts.has(q.questionText))).toEqual([]);
    }

    // Closed, the exam lets its keys go.
    ok(await post('/_api/exams/submit', cookie, { attemptId: exam.attemptId }));
    const reviewAfter = ok<TAttemptResult>(await get(`/_api/attempts/result?attemptId=${done.attemptId}`, cookie));
    expect(reviewAfter.review.map((item) => item.correctAnswer)).toEqual(
      done.questions.map((question) => question.correctAnswer),
    );
    expect(reviewAfter.review.every((item) => item.isCorrect === true && item.explanation)).toBe(true);
  });

  it('an exam whose time is up no longer holds keys back, even before the server has closed it', async () => {
    const { cookie } = await learner();
    const done = ok<TQuiz>(await post('/_api/ai/generate-quiz', cookie, { type: 'Core', topics: ['ppe'] }));
    ok(
      await post('/_api/quizzes/submit', cookie, { attemptId: done.attemptId, answers: done.questions.map(() => '') }),
    );
    const exam = await start(cookie, national.id);
    const [first] = await itemsOf(done.attemptId);
    await db()
      .update(quizAttemptItems)
      .set({ asked: first!.asked })
      .where(and(eq(quizAttemptItems.attemptId, exam.attemptId), eq(quizAttemptItems.position, 0)));
    const keyOfFirst = async () =>
      ok<TAttemptResult>(await get(`/_api/attempts/result?attemptId=${done.attemptId}`, cookie)).review[0]!
        .correctAnswer;
    expect(await keyOfFirst()).toBeNull();
    await db()
      .update(quizAttempts)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(quizAttempts.id, exam.attemptId));
    expect(await keyOfFirst()).toBe(correctAnswerText(first!.asked));
  });
});
