import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TQuizQuestion } from '../../../shared/contract/ai';
import { quizAttemptItems, users } from '../../db/schema';
import { cookieFor, createUser } from '../../test/factories';
import type { TFakeStructuredRequest } from './fake-structured-server';
import { setupGroundedTests, sourceNumber } from './grounded-test-setup';

const { ctx, pack, learner, post, ok, drain, fixture } = setupGroundedTests();
const national = fixture.blueprints.national;
const ppe = { type: 'Core', topics: ['ppe'] } as const;
const bankTexts = () => new Set(pack.questions.map((q) => q.question));

type TItem = Record<string, unknown>;
const gloves = (r: TFakeStructuredRequest) => sourceNumber(r, 'nitrile');
const respirators = (r: TFakeStructuredRequest) => sourceNumber(r, 'tight seal');
const mc = (question: string, key: string, others: string[], source: number): TItem => ({
  question,
  options: [key, ...others],
  correctAnswers: [key],
  explanation: 'As the source says.',
  source,
});

/** Items a careful model would write: each key is stated in the passage it cites. */
const goodItems = (r: TFakeStructuredRequest): TItem[] => [
  mc(
    'Which gloves should be worn when mixing and loading concentrates?',
    'Unlined chemical-resistant gloves',
    ['Leather gloves', 'Cotton gloves', 'Lined fabric gloves'],
    gloves(r),
  ),
  mc(
    'Why must leather gloves never be worn for pesticide work?',
    'They absorb pesticides',
    ['They tear easily', 'They are too hot', 'They cost too much'],
    gloves(r),
  ),
  mc(
    'What should you do just before taking your gloves off?',
    'Wash gloves',
    ['Turn them inside out', 'Dry them in the sun', 'Fold them'],
    gloves(r),
  ),
  mc(
    'How must a respirator sit on the face?',
    'With a tight seal',
    ['Loosely', 'Over a beard', 'Only over the mouth'],
    respirators(r),
  ),
  mc(
    'When do respirator cartridges need replacing?',
    'When you smell or taste the pesticide',
    ['Once a year', 'Never', 'After every spray'],
    respirators(r),
  ),
  mc(
    'Which rubber types make suitable chemical-resistant gloves?',
    'Nitrile or butyl rubber',
    ['Latex or vinyl', 'Paper', 'Wool'],
    gloves(r),
  ),
];

/** One faulty item of each kind the server must drop. */
const badItems: [string, string, (r: TFakeStructuredRequest) => TItem][] = [
  [
    'two keys',
    'key-count',
    (r) => ({
      ...mc(
        'Which materials absorb pesticides and so must never be used for gloves?',
        'Leather',
        ['Cotton', 'Nitrile', 'Butyl'],
        gloves(r),
      ),
      correctAnswers: ['Leather', 'Cotton'],
    }),
  ],
  [
    'a key absent from the options',
    'key-not-in-options',
    (r) => ({
      ...mc(
        'Which glove lining is acceptable for mixing concentrates?',
        'Unlined',
        ['Fleece', 'Wool', 'Cotton'],
        gloves(r),
      ),
      correctAnswers: ['No lining at all'],
    }),
  ],
  [
    'a key the cited passage does not support',
    'unsupported-key',
    (r) =>
      mc(
        'Which glove material is best for handling fumigants?',
        'Latex examination gloves',
        ['Leather', 'Cotton', 'Canvas'],
        gloves(r),
      ),
  ],
  [
    'a near-duplicate of a bank question',
    'near-duplicate',
    (r) =>
      mc(
        bankPpeQuestion(),
        'Unlined chemical-resistant gloves',
        ['Leather gloves', 'Cotton gloves', 'Canvas gloves'],
        gloves(r),
      ),
  ],
  [
    'an item that does not fit the schema',
    'schema',
    (r) => ({
      question: 'What protects the hands?',
      options: ['Gloves'],
      correctAnswers: ['Gloves'],
      source: gloves(r),
    }),
  ],
  [
    'a source the server never sent',
    'unknown-source',
    () =>
      mc(
        'Which gloves protect against concentrates?',
        'Unlined chemical-resistant gloves',
        ['Leather', 'Cotton', 'Canvas'],
        99,
      ),
  ],
];
function bankPpeQuestion() {
  const question = pack.questions.find((q) => q.topic === 'ppe' && q.type === 'multiple_choice')!.question;
  return `${question.replace(/\?$/, '')} ?`.toUpperCase();
}

const answer = (items: (r: TFakeStructuredRequest) => TItem[]) => ({
  kind: 'answer' as const,
  content: (r: TFakeStructuredRequest) => JSON.stringify({ questions: items(r) }),
});
const generate = async (cookie?: string) =>
  ok<{ attemptId: string; questions: TQuizQuestion[] }>(
    await post('/_api/ai/generate-quiz', cookie ?? (await learner()), { ...ppe, count: 10 }),
  );

describe('grounded quiz generation with a model', () => {
  it('takes good model-written items (half the quiz), stores them with their keys, and scores them', async () => {
    ctx.fake.behave(answer(goodItems));
    const cookie = await learner();
    const quiz = await generate(cookie);
    const request = ctx.fake.requests.at(-1)!;
    expect(request.body.response_format?.type).toBe('json_schema');
    expect(request.body.model).toBe('fake-model');
    const written = quiz.questions.filter((q) => !bankTexts().has(q.questionText));
    expect(quiz.questions).toHaveLength(10);
    expect(written).toHaveLength(5);
    for (const question of written) {
      expect(question.options).toContain(question.correctAnswer);
      expect(question.explanation).toMatch(/\(Source: Personal Protective Equipment \(PPE\) › (Gloves|Respirators)\)$/);
      expect(question.topic).toBe('ppe');
    }
    const stored = await ctx.database.db
      .select()
      .from(quizAttemptItems)
      .where(eq(quizAttemptItems.attemptId, quiz.attemptId));
    expect(
      stored
        .filter((item) => item.asked.questionId === null)
        .map((item) => item.asked.question)
        .sort(),
    ).toEqual(written.map((q) => q.questionText).sort());
    const result = ok<{ score: number }>(
      await post('/_api/quizzes/submit', cookie, {
        attemptId: quiz.attemptId,
        answers: quiz.questions.map((q) => q.correctAnswer),
      }),
    );
    expect(result.score).toBe(100);
    // The model put every key first; the learner must not be able to tell.
    const again = (await generate()).questions.filter((q) => !bankTexts().has(q.questionText));
    const keyPositions = [...written, ...again].map((q) => q.options!.indexOf(q.correctAnswer));
    expect(new Set(keyPositions).size).toBeGreaterThan(1);
    expect(drain()).toEqual({ dropped: [], failures: [] });
  });

  it.each(badItems)('drops %s and lets the bank fill its place', async (_name, reason, bad) => {
    ctx.fake.behave(answer((r) => [bad(r)]));
    const quiz = await generate();
    expect(quiz.questions).toHaveLength(10);
    expect(quiz.questions.every((q) => bankTexts().has(q.questionText))).toBe(true);
    expect(drain().dropped).toEqual([{ [reason]: 1 }]);
  });

  it('drops the faulty items of an answer and keeps its good ones', async () => {
    ctx.fake.behave(answer((r) => [goodItems(r)[0]!, ...badItems.map(([, , bad]) => bad(r))]));
    const quiz = await generate();
    expect(quiz.questions.filter((q) => !bankTexts().has(q.questionText)).map((q) => q.questionText)).toEqual([
      goodItems(ctx.fake.requests.at(-1)!)[0]!.question,
    ]);
    expect(Object.keys(drain().dropped[0]!).sort()).toEqual(badItems.map(([, reason]) => reason).sort());
  });

  it.each([
    ['malformed JSON', { kind: 'answer', content: '{"questions": [{"question": "Which glo' }],
    ['a 500', { kind: 'status', status: 500 }],
    ['no answer within the timeout', { kind: 'slow', delayMs: 5000, content: '{"questions": []}' }],
  ] as const)('answers from the bank alone on %s', async (_name, behaviour) => {
    ctx.fake.behave(behaviour);
    const started = Date.now();
    const quiz = await generate();
    expect(Date.now() - started).toBeLessThan(4000);
    expect(quiz.questions).toHaveLength(10);
    expect(quiz.questions.every((q) => bankTexts().has(q.questionText))).toBe(true);
    expect(drain().failures).toHaveLength(1);
  });

  it('writes only from the learner’s jurisdictions, and never for a timed exam', async () => {
    ctx.fake.behave(answer(goodItems));
    await generate();
    const prompt = JSON.stringify(ctx.fake.requests.at(-1)!.body.messages);
    expect(prompt).toContain('tight seal');
    expect(prompt).not.toContain('coveralls');
    const californian = await createUser(ctx.database.db, { purchaseStatus: 'completed' });
    await ctx.database.db
      .update(users)
      .set({ states: ['california'] })
      .where(eq(users.id, californian.id));
    await generate(await cookieFor(ctx.database.db, californian));
    expect(JSON.stringify(ctx.fake.requests.at(-1)!.body.messages)).toContain('coveralls');
    const asked = ctx.fake.requests.length;
    const cookie = await learner();
    ok(await post('/_api/exams/start', cookie, { blueprintId: national.id }));
    expect(ctx.fake.requests.length).toBe(asked);
    drain();
  });
});
