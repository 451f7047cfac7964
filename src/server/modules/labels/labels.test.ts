import { describe, expect, it } from 'vitest';
import type { TLabelCheckResult, TLabelPage, TLabelSummary } from '../../../shared/contract/labels';
import { labelMessages } from '../../../shared/domain/labels';
import { encodeChoices } from '../../../shared/domain/quizzes';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { fixture } from '../../test/fixture-pack';

// Issue 17's label-reading practice over HTTP: the label without keys, and a stateless check judged by the
// quizzes' own scoring.
describe('label-reading practice', () => {
  // The app reads its labels from the pack it is given: the fixture's (setupTestApp's default).
  const ctx = setupTestApp();
  const pack = fixture.pack;
  const [first, second] = pack.labels;
  const cookie = async (overrides: Parameters<typeof createUser>[1]) =>
    cookieFor(ctx.database.db, await createUser(ctx.database.db, overrides));
  const get = (url: string, cookieHeader?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookieHeader ? { cookie: cookieHeader } : {} });
  const check = (payload: unknown, cookieHeader?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/_api/labels/check',
      headers: cookieHeader ? { cookie: cookieHeader } : {},
      payload: superjsonBody(payload),
    });

  it('lets in a learner with the kit or an admin, never an anonymous caller or a student without the kit', async () => {
    const showUrl = `/_api/labels/show?id=${first!.id}`;
    expect((await get('/_api/labels')).statusCode).toBe(401);
    expect((await get(showUrl)).statusCode).toBe(401);
    expect((await check({ labelId: first!.id, answers: [] })).statusCode).toBe(401);
    const student = await cookie({});
    expect((await get('/_api/labels', student)).statusCode).toBe(403);
    expect((await get(showUrl, student)).statusCode).toBe(403);
    expect((await check({ labelId: first!.id, answers: [] }, student)).statusCode).toBe(403);
    const admin = await cookie({ role: 'admin' });
    expect((await get(showUrl, admin)).statusCode).toBe(200);
    const learner = await cookie({ purchaseStatus: 'completed' });
    const list = readBody<TLabelSummary[]>(await get('/_api/labels', learner));
    expect(list.map((l) => l.id)).toEqual(pack.labels.map((l) => l.id));
    expect(list.find((l) => l.id === first!.id)?.questionCount).toBe(first!.questions.length);
  });

  it('serves the whole label and its questions without a key, explanation or section anywhere', async () => {
    const learner = await cookie({ purchaseStatus: 'completed' });
    for (const label of pack.labels) {
      const response = await get(`/_api/labels/show?id=${label.id}`, learner);
      expect(response.statusCode).toBe(200);
      const page = readBody<TLabelPage>(response);
      expect(page.signalWord).toBe(label.signalWord);
      expect(page.sections.map((s) => s.id)).toEqual(label.sections.map((s) => s.id));
      expect(page.questions.map((q) => q.id)).toEqual(label.questions.map((q) => q.id));
      for (const question of page.questions) {
        expect(Object.keys(question).sort()).toEqual(expect.arrayContaining(['id', 'questionText', 'questionType']));
        expect(question).not.toHaveProperty('answer');
        expect(question).not.toHaveProperty('explanation');
      }
      // No explanation text and no numeric key (with its unit) travels in the raw body.
      for (const question of label.questions) {
        expect(response.body).not.toContain(question.explanation.slice(0, 60));
        expect(response.body).not.toContain(question.section);
      }
    }
  });

  it('checks answers with the quiz scoring: tolerance, choices, multi-select and blanks', async () => {
    const learner = await cookie({ purchaseStatus: 'completed' });
    const label = pack.labels.find((l) =>
      l.questions.some((q) => q.type === 'numeric' && !Number.isInteger(q.answer)),
    )!;
    const answers = label.questions.map((q) => {
      if (q.type === 'numeric') return { questionId: q.id, answer: `about ${q.answer} ${q.unit}` };
      if (q.type === 'multi_select') return { questionId: q.id, answer: encodeChoices([...q.answer].reverse()) };
      if (q.type === 'short_answer') return { questionId: q.id, answer: ` ${q.answer.toUpperCase()} ` };
      return { questionId: q.id, answer: q.answer };
    });
    const right = readBody<TLabelCheckResult>(await check({ labelId: label.id, answers }, learner));
    expect(right.results.filter((r) => !r.isCorrect)).toEqual([]);
    expect(right).toMatchObject({ correctCount: label.questions.length, total: label.questions.length, score: 100 });
    expect(right.results[0]!.explanation).toBe(label.questions[0]!.explanation);

    // One wrong numeric answer (outside the tolerance), one blank: the rest still right, the score follows.
    const numeric = label.questions.find((q) => q.type === 'numeric')!;
    const other = label.questions.find((q) => q.id !== numeric.id)!;
    const off = Number(numeric.answer) + ('tolerance' in numeric ? numeric.tolerance : 0) + 1;
    const mixed = answers
      .filter((a) => a.questionId !== other.id)
      .map((a) => (a.questionId === numeric.id ? { ...a, answer: String(off) } : a));
    const result = readBody<TLabelCheckResult>(await check({ labelId: label.id, answers: mixed }, learner));
    const byId = new Map(result.results.map((r) => [r.questionId, r]));
    expect(byId.get(numeric.id)).toMatchObject({ isCorrect: false, answer: String(off) });
    expect(byId.get(numeric.id)!.correctAnswer).toBe(String(numeric.answer));
    expect(byId.get(other.id)).toMatchObject({ isCorrect: false, answer: null });
    const total = label.questions.length;
    expect(result.correctCount).toBe(total - 2);
    expect(result.score).toBe(Math.round(((total - 2) / total) * 100));
  });

  it('answers 404 for an unknown label and 400 for bad bodies, never a 500', async () => {
    const learner = await cookie({ purchaseStatus: 'completed' });
    const missing = await get('/_api/labels/show?id=label-no-such', learner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(labelMessages.notFound);
    expect((await check({ labelId: 'label-no-such', answers: [] }, learner)).statusCode).toBe(404);
    expect((await get('/_api/labels/show', learner)).statusCode).toBe(400);
    const q = second!.questions[0]!;
    const bad = [
      {},
      { labelId: second!.id },
      { labelId: second!.id, answers: 'x' },
      { labelId: second!.id, answers: [{ questionId: q.id, answer: 5 }] },
      { labelId: second!.id, answers: [{ questionId: q.id, answer: 'x'.repeat(1001) }] },
      { labelId: second!.id, answers: [{ questionId: q.id, answer: 'x', extra: 1 }] },
      { labelId: second!.id, answers: [{ questionId: first!.questions[0]!.id, answer: 'x' }] },
    ];
    for (const body of bad) {
      const response = await check(body, learner);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
    const foreign = await check(
      { labelId: second!.id, answers: [{ questionId: first!.questions[0]!.id, answer: 'x' }] },
      learner,
    );
    expect(foreign.json().error).toBe(labelMessages.questionNotFound);
  });
});
