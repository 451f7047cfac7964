import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAttemptResult, TBlueprintSummary, TExamSession } from '../../../shared/contract/quizzes';
import { rateLimits } from '../../../shared/domain/limits';
import { encodeChoices, scorePercent } from '../../../shared/domain/quizzes';
import { allocateQuestions } from '../../content/question-picker';
import { quizAttemptItems, quizAttempts, rateLimitBuckets } from '../../db/schema';
import { readBody } from '../../test/app';
import { runMaintenance } from '../maintenance/maintenance-worker';
import { setupQuizTests } from './quiz-test-helpers';
import { correctAnswerText } from './scoring';

const { ctx, pack, fixture, learner, post, get, ok } = setupQuizTests();
const db = () => ctx.database.db;
const { national, texas, california, florida } = fixture.blueprints;

/** The key of each question of an attempt, read from the database as only the server can. */
async function keysOf(attemptId: string) {
  const items = await db().select().from(quizAttemptItems).where(eq(quizAttemptItems.attemptId, attemptId));
  return items.sort((a, b) => a.position - b.position).map((item) => correctAnswerText(item.asked));
}
const start = async (cookie: string, blueprintId = national.id) =>
  ok<TExamSession>(await post('/_api/exams/start', cookie, { blueprintId }));
const answer = (cookie: string, attemptId: string, position: number, value: string | null) =>
  post('/_api/exams/answer', cookie, { attemptId, position, answer: value });
const expireDeadline = (attemptId: string) =>
  db()
    .update(quizAttempts)
    .set({ deadlineAt: new Date(Date.now() - 60_000) })
    .where(eq(quizAttempts.id, attemptId));
/** JSON field names that would give answers away (a question's own text may say "explanation"). */
const keyFields = /"(correctAnswer|explanation)"\s*:/;
const errorOf = (response: { body: string }) => (JSON.parse(response.body) as { error: string }).error;

describe('practice exams', () => {
  it('lists the blueprints with their size, time and passing score', async () => {
    const { cookie } = await learner();
    const { blueprints } = ok<{ blueprints: { id: string; questionCount: number; timeLimitMinutes: number }[] }>(
      await get('/_api/exams/blueprints', cookie),
    );
    // The national core, then per state (in the product's order) its law exam and its category exams by name.
    expect(blueprints.map((b) => b.id)).toEqual(
      [national, texas.core, texas.category, california.core, california.category, florida.core, florida.category].map(
        (b) => b.id,
      ),
    );
    const { questionCount, timeLimitMinutes, passingPercent } = national;
    expect(blueprints[0]).toMatchObject({ questionCount, timeLimitMinutes, passingPercent });
    const category = blueprints.find((b) => b.id === florida.category.id) as unknown as TBlueprintSummary;
    expect(category).toMatchObject({
      examType: 'Category',
      state: 'florida',
      questionCount: florida.category.questionCount,
      timeLimitMinutes: florida.category.timeLimitMinutes,
    });
    expect(category.practiceNote).toBe(florida.category.practiceNote);
  });

  it('builds the exam from the blueprint’s size, time limit and topic shares', async () => {
    const { cookie } = await learner();
    const before = Date.now();
    const session = await start(cookie);
    expect(session.questions).toHaveLength(national.questionCount);
    expect(session.deadlineAt.getTime() - session.startedAt.getTime()).toBe(national.timeLimitMinutes * 60_000);
    expect(session.startedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const shares = new Map(Object.entries(national.topicShares));
    const expected = allocateQuestions(
      national.questionCount,
      shares,
      new Map([...shares.keys()].map((t) => [t, 1000])),
    );
    const items = await db().select().from(quizAttemptItems).where(eq(quizAttemptItems.attemptId, session.attemptId));
    const counts = new Map<string, number>();
    for (const item of items) counts.set(item.asked.topic, (counts.get(item.asked.topic) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(expected));
    // The shares decide: the fixture gives label-labeling a larger share than safety-toxicity.
    expect(expected.get('label-labeling')).toBeGreaterThan(expected.get('safety-toxicity')!);

    // A category exam asks its one category only; a state law exam mixes its law module with the core topics.
    const aquatic = await start((await learner()).cookie, texas.category.id);
    expect(aquatic.questions).toHaveLength(texas.category.questionCount);
    expect(aquatic.deadlineAt.getTime() - aquatic.startedAt.getTime()).toBe(texas.category.timeLimitMinutes * 60_000);
    const aquaticItems = await db()
      .select()
      .from(quizAttemptItems)
      .where(eq(quizAttemptItems.attemptId, aquatic.attemptId));
    expect(new Set(aquaticItems.map((item) => item.asked.topic))).toEqual(
      new Set(Object.keys(texas.category.topicShares)),
    );
    const law = await start((await learner()).cookie, california.core.id);
    const lawItems = await db().select().from(quizAttemptItems).where(eq(quizAttemptItems.attemptId, law.attemptId));
    const lawModule = fixture.states.california.law.category.id;
    const lawShare = allocateQuestions(
      california.core.questionCount,
      new Map(Object.entries(california.core.topicShares)),
      new Map(Object.keys(california.core.topicShares).map((t) => [t, 1000])),
    ).get(lawModule)!;
    expect(lawShare).toBeGreaterThan(0);
    expect(lawItems.filter((item) => item.asked.topic === lawModule)).toHaveLength(lawShare);
    expect(lawItems.length).toBeGreaterThan(lawShare);
    expect(lawItems).toHaveLength(california.core.questionCount);
  });

  it('never sends a key or an explanation before submission, and keeps answers and flags across reloads', async () => {
    const { cookie } = await learner();
    const bodies: string[] = [];
    const record = <T extends { body: string }>(response: T) => {
      bodies.push(response.body);
      return response;
    };
    const session = readBody<TExamSession>(
      record(await post('/_api/exams/start', cookie, { blueprintId: national.id })),
    );
    const keys = await keysOf(session.attemptId);
    record(await answer(cookie, session.attemptId, 0, keys[0]!));
    record(await answer(cookie, session.attemptId, 1, 'surely wrong'));
    record(await answer(cookie, session.attemptId, 2, keys[2]!));
    record(await answer(cookie, session.attemptId, 2, null)); // cleared again
    record(await post('/_api/exams/flag', cookie, { attemptId: session.attemptId, position: 1, flagged: true }));
    record(await get('/_api/exams/current', cookie));
    record(await post('/_api/settings/export-data', cookie, {}));
    const reloaded = readBody<TExamSession>(
      record(await get(`/_api/exams/session?attemptId=${session.attemptId}`, cookie)),
    );
    for (const body of bodies) {
      expect(body).not.toMatch(keyFields);
    }
    expect(reloaded.answers.slice(0, 3)).toEqual([keys[0], 'surely wrong', null]);
    expect(reloaded.flagged.slice(0, 3)).toEqual([false, true, false]);
    expect(reloaded.deadlineAt).toEqual(session.deadlineAt);
    // Starting again hands back the running exam rather than a second one.
    expect((await start(cookie)).attemptId).toBe(session.attemptId);

    const result = ok<TAttemptResult>(await post('/_api/exams/submit', cookie, { attemptId: session.attemptId }));
    const total = national.questionCount;
    expect(result).toMatchObject({ status: 'submitted', correctCount: 1, total, score: scorePercent(1, total) });
    expect(result.passed).toBe(false);
    expect(result.review[1]).toMatchObject({ answer: 'surely wrong', isCorrect: false, flagged: true });
    expect(result.review[0]!.correctAnswer).toBe(keys[0]);
    expect(result.topics.reduce((sum, t) => sum + t.total, 0)).toBe(total);
    expect(result.topics.every((t) => t.name.length > 0 && t.name !== t.topic)).toBe(true);

    const second = await post('/_api/exams/submit', cookie, { attemptId: session.attemptId });
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toBe('This attempt has already been submitted.');
    expect((await answer(cookie, session.attemptId, 3, keys[3]!)).statusCode).toBe(409);
    expect(ok<{ exam: null }>(await get('/_api/exams/current', cookie)).exam).toBeNull();
  });

  it('refuses the result while the exam runs, and another learner’s exam is not found', async () => {
    const { cookie } = await learner();
    const session = await start(cookie);
    const early = await get(`/_api/attempts/result?attemptId=${session.attemptId}`, cookie);
    expect(early.statusCode).toBe(409);
    expect(early.body).not.toMatch(keyFields);
    const other = await learner();
    for (const response of [
      await get(`/_api/exams/session?attemptId=${session.attemptId}`, other.cookie),
      await answer(other.cookie, session.attemptId, 0, 'x'),
      await post('/_api/exams/flag', other.cookie, { attemptId: session.attemptId, position: 0, flagged: true }),
      await post('/_api/exams/submit', other.cookie, { attemptId: session.attemptId }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe('Attempt not found.');
    }
    expect((await answer(cookie, session.attemptId, national.questionCount, 'x')).statusCode).toBe(404);
    expect((await answer(cookie, session.attemptId, 2 ** 40, 'x')).statusCode).toBe(400);
    expect((await get('/_api/attempts?page=1e300', cookie)).statusCode).toBe(400);
    expect((await post('/_api/exams/start', cookie, { blueprintId: 'nope' })).statusCode).toBe(404);
  });

  it('closes the exam at time-up: late answers and a late submission are refused, saved answers are scored', async () => {
    const { cookie } = await learner();
    const session = await start(cookie);
    const keys = await keysOf(session.attemptId);
    await answer(cookie, session.attemptId, 0, keys[0]!);
    await answer(cookie, session.attemptId, 1, keys[1]!);
    await expireDeadline(session.attemptId);

    const late = await answer(cookie, session.attemptId, 2, keys[2]!);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toMatch(/^Time is up/);
    const lateSubmit = await post('/_api/exams/submit', cookie, { attemptId: session.attemptId });
    expect(lateSubmit.statusCode).toBe(409);
    const result = ok<TAttemptResult>(await get(`/_api/attempts/result?attemptId=${session.attemptId}`, cookie));
    expect(result).toMatchObject({
      status: 'timed_out',
      correctCount: 2,
      score: scorePercent(2, national.questionCount),
    });
    expect(result.review[2]!.answer).toBeNull();
  });

  it('the maintenance run closes exams whose time ran out even if the learner never comes back', async () => {
    const { cookie } = await learner();
    const session = await start(cookie, california.category.id);
    await expireDeadline(session.attemptId);
    const { closedExams } = await runMaintenance(db(), new Date());
    expect(closedExams).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(quizAttempts).where(eq(quizAttempts.id, session.attemptId));
    expect(row).toMatchObject({ status: 'timed_out', score: 0 });
  });

  it('scores a multi-select answer sent as a JSON list, whatever the order', async () => {
    const { cookie } = await learner();
    const session = await start(cookie);
    // Whatever the draw holds, position 0 becomes a multi-select question of the bank.
    const bank = pack.questions.find((q) => q.type === 'multi_select')!;
    const key = bank.answer as string[];
    await db()
      .update(quizAttemptItems)
      .set({
        asked: {
          questionId: bank.id,
          topic: bank.topic,
          type: bank.type,
          question: bank.question,
          options: 'options' in bank ? (bank.options ?? null) : null,
          answer: key,
          details: {},
          explanation: bank.explanation,
        },
      })
      .where(and(eq(quizAttemptItems.attemptId, session.attemptId), eq(quizAttemptItems.position, 0)));
    await answer(cookie, session.attemptId, 0, encodeChoices([...key].reverse()));
    const result = ok<TAttemptResult>(await post('/_api/exams/submit', cookie, { attemptId: session.attemptId }));
    expect(result.review[0]!.isCorrect).toBe(true);
    expect(result.review[0]!.correctAnswer).toBe(encodeChoices(key));
  });

  it('two starts at once give one exam', async () => {
    const { cookie } = await learner();
    const [first, second] = await Promise.all([start(cookie), start(cookie)]);
    expect(second.attemptId).toBe(first.attemptId);
  });

  it('limits exam starts and exam actions per learner', async () => {
    const { user, cookie } = await learner();
    await db()
      .insert(rateLimitBuckets)
      .values([
        {
          key: `examStartPerUser:user:${user.id}`,
          windowStartedAt: new Date(),
          hits: rateLimits.examStartPerUser.limit,
        },
        {
          key: `examActionPerUser:user:${user.id}`,
          windowStartedAt: new Date(),
          hits: rateLimits.examActionPerUser.limit,
        },
      ]);
    expect((await post('/_api/exams/start', cookie, { blueprintId: national.id })).statusCode).toBe(429);
    const quiz = ok<{ attemptId: string }>(
      await post('/_api/ai/generate-quiz', cookie, { type: 'Core', topics: ['ppe'] }),
    );
    expect((await post('/_api/quizzes/submit', cookie, { attemptId: quiz.attemptId, answers: [] })).statusCode).toBe(
      429,
    );
  });
});
