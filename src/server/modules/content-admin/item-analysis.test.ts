import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TContentOverview, TItemStats } from '../../../shared/contract/content-admin';
import { contentTargets } from '../../../shared/domain/topics';
import { questions, quizAttemptItems, quizAttempts, type TUserRow } from '../../db/schema';
import { readBody, setupTestApp } from '../../test/app';
import { buildContentPack, buildQuestion } from '../../test/content-factories';
import { cookieFor, createUser } from '../../test/factories';
import { fixture } from '../../test/fixture-pack';

// The fixture pack with ten more PPE multiple-choice questions, the items analysed below.
const ppeSection = `${fixture.lessonsOf('ppe')[0]!.id}#basics`;
const pack = buildContentPack({
  ...fixture.pack,
  questions: [
    ...fixture.pack.questions,
    ...Array.from({ length: 10 }, () => buildQuestion('multiple_choice', { topic: 'ppe', section: ppeSection })),
  ],
});
const ctx = setupTestApp({}, { contentPack: pack });
type TQuestionRow = typeof questions.$inferSelect;
type TAnalysis = {
  items: TItemStats[];
  pagination: { totalCount: number; totalPages: number };
  answersAnalysed: number;
};

let admin: string;
let good: TQuestionRow;
let miskeyed: TQuestionRow;
let fillers: TQuestionRow[];
/** Per learner: [filler correct count, good correct, miskeyed correct], to recompute the statistics here. */
const answered: { fillers: number; good: boolean; miskeyed: boolean }[] = [];

const wrongOption = (question: TQuestionRow, index = 0) =>
  question.options!.filter((option) => option !== question.answer)[index]!;

async function sitting(
  user: TUserRow,
  items: { question: TQuestionRow; answer: string | null }[],
  status = 'submitted',
) {
  const db = ctx.database.db;
  const [attempt] = await db
    .insert(quizAttempts)
    .values({
      userId: user.id,
      mode: 'quiz',
      title: 'Seeded',
      passingPercent: 70,
      questionCount: items.length,
      status: status as 'submitted',
    })
    .returning();
  await db.insert(quizAttemptItems).values(
    items.map(({ question, answer }, position) => ({
      attemptId: attempt!.id,
      position,
      answer,
      isCorrect: answer === question.answer,
      asked: {
        questionId: question.id,
        topic: question.topic,
        type: question.type,
        question: question.question,
        options: question.options,
        answer: question.answer,
        details: question.details,
        explanation: question.explanation,
      },
    })),
  );
}

// 30 learners of graded strength: learner k gets floor(k * 9 / 30) of eight fillers right. The good item is answered
// right by the stronger two thirds; the miskeyed one by the weaker 12 only, the strong 18 all picking one distractor.
beforeAll(async () => {
  const db = ctx.database.db;
  admin = await cookieFor(db, await createUser(db, { role: 'admin' }));
  const ppe = await db
    .select()
    .from(questions)
    .where(and(eq(questions.topic, 'ppe'), eq(questions.type, 'multiple_choice'), isNull(questions.retiredAt)))
    .orderBy(asc(questions.id))
    .limit(10);
  [good, miskeyed, ...fillers] = ppe as [TQuestionRow, TQuestionRow, ...TQuestionRow[]];
  for (let k = 0; k < 30; k += 1) {
    const user = await createUser(db, { purchaseStatus: 'completed' });
    const right = Math.floor((k * 9) / 30);
    const row = { fillers: right, good: k >= 10, miskeyed: k < 12 };
    answered.push(row);
    await sitting(user, [
      ...fillers.map((question, i) => ({
        question,
        answer: i < right ? (question.answer as string) : wrongOption(question),
      })),
      { question: good, answer: row.good ? (good.answer as string) : wrongOption(good, k % 2) },
      { question: miskeyed, answer: row.miskeyed ? (miskeyed.answer as string) : wrongOption(miskeyed) },
    ]);
  }
  // Neither an admin's sitting nor a quiz still being taken counts.
  const staff = await createUser(db, { role: 'admin' });
  await sitting(staff, [{ question: good, answer: null }]);
  const busy = await createUser(db, { purchaseStatus: 'completed' });
  await sitting(busy, [{ question: good, answer: null }], 'in_progress');
});

const analysis = async (query = '') => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/_api/admin/content/items?${query}`,
    headers: { cookie: admin },
  });
  expect(response.statusCode, response.body).toBe(200);
  return readBody<TAnalysis>(response);
};
const find = (result: TAnalysis, id: string) => result.items.find((item) => item.questionId === id)!;

/** Pearson's r of the item with the rest score, the definition the query must match. */
function correctedPointBiserial(pick: (row: (typeof answered)[number]) => boolean) {
  const pairs = answered.map((row) => {
    const x = pick(row) ? 1 : 0;
    const total = row.fillers + (row.good ? 1 : 0) + (row.miskeyed ? 1 : 0);
    return [x, (total - x) / 9] as const;
  });
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const mx = mean(pairs.map((p) => p[0]));
  const my = mean(pairs.map((p) => p[1]));
  const cov = pairs.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const sx = Math.sqrt(pairs.reduce((sum, [x]) => sum + (x - mx) ** 2, 0));
  const sy = Math.sqrt(pairs.reduce((sum, [, y]) => sum + (y - my) ** 2, 0));
  return cov / (sx * sy);
}

describe('item analysis', () => {
  it('computes the share correct, the discrimination and the picks per option from learners’ answers', async () => {
    const result = await analysis('topic=ppe&limit=100');
    const item = find(result, good.id);
    expect(item.responses).toBe(30);
    expect(item.pValue).toBeCloseTo(20 / 30, 3);
    expect(item.discrimination).toBeCloseTo(
      correctedPointBiserial((row) => row.good),
      3,
    );
    expect(item.discrimination!).toBeGreaterThan(0.3);
    expect(item.upperP).toBe(1);
    expect(item.lowerP).toBe(0);
    const picks = Object.fromEntries(item.options.map((o) => [o.text, o.picks]));
    expect(picks[good.answer as string]).toBe(20);
    expect(picks[wrongOption(good, 0)]).toBe(5);
    expect(picks[wrongOption(good, 1)]).toBe(5);
    expect(item.options.filter((o) => o.isKey).map((o) => o.text)).toEqual([good.answer]);
    expect(item.flags).toEqual([]);
    expect(result.answersAnalysed).toBe(30 * 10);
  });

  it('flags an item strong learners miss and where a distractor beats the key', async () => {
    const item = find(await analysis('topic=ppe&limit=100'), miskeyed.id);
    expect(item.pValue).toBeCloseTo(12 / 30, 3);
    expect(item.upperP).toBe(0);
    expect(item.discrimination).toBeCloseTo(
      correctedPointBiserial((row) => row.miskeyed),
      3,
    );
    expect(item.flags).toEqual(['strong_miss', 'distractor_beats_key', 'negative_discrimination']);
  });

  it('sorts, filters by topic and flags, and pages on the server', async () => {
    const flagged = await analysis('topic=ppe&flaggedOnly=true');
    expect(flagged.items[0]!.questionId).toBe(miskeyed.id);
    expect(flagged.items.every((item) => item.flags.length > 0)).toBe(true);

    const byP = await analysis('topic=ppe&sortBy=pValue&sortDirection=asc&limit=3');
    const ps = byP.items.map((item) => item.pValue!);
    expect(ps).toEqual([...ps].sort((a, b) => a - b));
    // The hardest: the last filler, right only for the three strongest (k = 27..29).
    expect(byP.items[0]).toMatchObject({ questionId: fillers[7]!.id, pValue: 0.1 });
    const ppeCount = pack.questions.filter((q) => q.topic === 'ppe').length;
    expect(byP.pagination).toEqual({ totalCount: ppeCount, totalPages: Math.ceil(ppeCount / 3) });
    const last = await analysis(`topic=ppe&sortBy=pValue&sortDirection=asc&limit=3&page=${byP.pagination.totalPages}`);
    // Questions nobody answered come last whatever the direction.
    expect(last.items.at(-1)!.pValue).toBeNull();

    const ipm = await analysis('topic=ipm&limit=100');
    expect(ipm.items.every((item) => item.topic === 'ipm' && item.responses === 0)).toBe(true);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/_api/admin/content/items?sortBy=nonsense',
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('content pack overview', () => {
  it('gives the version and the counts per topic and state against the targets', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/_api/admin/content/overview',
      headers: { cookie: admin },
    });
    const overview = readBody<TContentOverview>(response);
    expect(overview.packVersion).toBe(pack.version);
    expect(overview.loadedVersion).toBe(pack.version);
    const ppe = overview.topics.find((topic) => topic.id === 'ppe')!;
    const ppeQuestions = pack.questions.filter((q) => q.topic === 'ppe');
    expect(ppe.questions).toEqual({ actual: ppeQuestions.length, target: contentTargets.questionsPerCoreTopic });
    expect(ppe.questionsByType.multiple_choice).toBe(ppeQuestions.filter((q) => q.type === 'multiple_choice').length);
    expect(ppe.flashcards.actual).toBe(pack.flashcards.filter((c) => c.topic === 'ppe').length);
    const law = overview.topics.find((topic) => topic.kind === 'law')!;
    expect(law.questions.target).toBe(contentTargets.questionsPerLawModule);
    expect(overview.states.map((state) => state.id)).toEqual(['texas', 'california', 'florida']);
    expect(overview.glossary).toEqual({ actual: pack.glossary.length, target: contentTargets.glossaryTerms });
    expect(overview.totals.questions).toBe(pack.questions.length);
  });
});
