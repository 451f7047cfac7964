import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TProblemReport } from '../../../shared/contract/content-admin';
import { reportCommentMaxLength, reportMessages as texts } from '../../../shared/domain/content-admin';
import { rateLimits } from '../../../shared/domain/limits';
import { problemReports, userFlashcards } from '../../db/schema';
import { readBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { setupQuizTests } from '../quizzes/quiz-test-helpers';

const { ctx, fixture, learner, post, get, ok } = setupQuizTests();
type TQuiz = { attemptId: string; questions: { questionText: string }[] };
type TReports = { reports: TProblemReport[]; pagination: { totalCount: number; totalPages: number } };

let admin: string;
beforeAll(async () => {
  admin = await cookieFor(ctx.database.db, await createUser(ctx.database.db, { role: 'admin' }));
});

/** A learner with one submitted quiz of five PPE questions, all left blank. */
async function learnerWithQuiz() {
  const me = await learner();
  const quiz = ok<TQuiz>(await post('/_api/ai/generate-quiz', me.cookie, { type: 'Core', topics: ['ppe'], count: 5 }));
  const answers = quiz.questions.map(() => '');
  ok(await post('/_api/quizzes/submit', me.cookie, { attemptId: quiz.attemptId, answers }));
  return { ...me, quiz };
}
const report = (cookie: string, body: unknown) => post('/_api/content/report', cookie, body);
const errorOf = (response: { json(): unknown }) => (response.json() as { error: string }).error;
const openReports = async () => readBody<TReports>(await get('/_api/admin/content/reports', admin));

describe('reporting a problem', () => {
  it('stores a question report with the question as asked; admins list it with the item and its statistics', async () => {
    const { cookie, quiz, user } = await learnerWithQuiz();
    const sent = await report(cookie, {
      kind: 'question',
      attemptId: quiz.attemptId,
      position: 0,
      reason: 'wrong_answer',
      comment: '  The label says otherwise.  ',
    });
    expect(sent.statusCode).toBe(200);
    expect(readBody(sent)).toEqual({ message: texts.sent });

    const mine = (await openReports()).reports.find((r) => r.reporter?.id === user.id)!;
    expect(mine).toMatchObject({
      kind: 'question',
      topic: 'ppe',
      reason: 'wrong_answer',
      comment: 'The label says otherwise.',
      status: 'open',
      item: { text: quiz.questions[0]!.questionText },
    });
    expect(fixture.bankOf('ppe').map((q) => q.id)).toContain(mine.itemRef);
    expect(mine.stats).toMatchObject({ questionId: mine.itemRef, responses: 1, pValue: 0, openReports: 1 });

    const again = await report(cookie, { kind: 'question', attemptId: quiz.attemptId, position: 0, reason: 'typo' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(texts.alreadyReported);
  });

  it('reports a deck card from the learner’s review, pointing at the deck card', async () => {
    const me = await learner();
    ok(await post('/_api/flashcards/add-deck', me.cookie, { topic: 'ipm' }));
    const [card] = await ctx.database.db.select().from(userFlashcards).where(eq(userFlashcards.userId, me.user.id));
    const sent = await report(me.cookie, { kind: 'flashcard', cardId: card!.id, reason: 'unclear', comment: '' });
    expect(sent.statusCode).toBe(200);
    const stored = (await openReports()).reports.find((r) => r.reporter?.id === me.user.id)!;
    expect(stored).toMatchObject({ kind: 'flashcard', itemRef: card!.sourceId, topic: 'ipm', stats: null });
    expect(stored.item).toMatchObject({ text: card!.front, answer: card!.back });
  });

  it('refuses other learners’ items, open exams and unknown ids with a clear message', async () => {
    const { quiz } = await learnerWithQuiz();
    const other = await learner();
    const foreign = await report(other.cookie, {
      kind: 'question',
      attemptId: quiz.attemptId,
      position: 0,
      reason: 'typo',
    });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign)).toBe(texts.itemNotFound);
    const missing = await report(other.cookie, { kind: 'flashcard', cardId: 'not-a-uuid', reason: 'typo' });
    expect(missing.statusCode).toBe(404);

    const blueprints = readBody<{ blueprints: { id: string }[] }>(await get('/_api/exams/blueprints', other.cookie));
    const exam = ok<{ attemptId: string }>(
      await post('/_api/exams/start', other.cookie, { blueprintId: blueprints.blueprints[0]!.id }),
    );
    const running = await report(other.cookie, {
      kind: 'question',
      attemptId: exam.attemptId,
      position: 0,
      reason: 'typo',
    });
    expect(running.statusCode).toBe(409);
    expect(errorOf(running)).toBe(texts.attemptOpen);
  });

  it('validates the reason and the comment’s length', async () => {
    const { cookie, quiz } = await learnerWithQuiz();
    const base = { kind: 'question', attemptId: quiz.attemptId, position: 1 };
    const noReason = await report(cookie, base);
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain(texts.reasonRequired);
    const long = await report(cookie, { ...base, reason: 'typo', comment: 'x'.repeat(reportCommentMaxLength + 1) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(texts.commentTooLong);
    const bareOther = await report(cookie, { ...base, reason: 'other', comment: 'bad' });
    expect(bareOther.statusCode).toBe(400);
    expect(JSON.stringify(bareOther.json())).toContain(texts.otherNeedsComment);
    const extra = await report(cookie, { ...base, reason: 'typo', sneaky: true });
    expect(extra.statusCode).toBe(400);
  });

  it('limits how many reports one learner sends in an hour', async () => {
    const me = await learner();
    const statuses: number[] = [];
    for (let i = 0; i <= rateLimits.problemReportPerUser.limit; i += 1) {
      const response = await report(me.cookie, { kind: 'flashcard', cardId: crypto.randomUUID(), reason: 'typo' });
      statuses.push(response.statusCode);
    }
    // Every call counts (a missing card too), so guessing ids cannot go on for ever.
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('who may do what', () => {
  const adminCalls = [
    ['GET', '/_api/admin/content/overview'],
    ['GET', '/_api/admin/content/items'],
    ['GET', '/_api/admin/content/reports'],
    ['POST', '/_api/admin/content/report/resolve'],
  ] as const;

  it('answers 401 to anonymous callers and 403 to students, learners included, on every admin call', async () => {
    const student = await cookieFor(ctx.database.db, await createUser(ctx.database.db));
    const { cookie: paying } = await learner();
    for (const [method, url] of adminCalls) {
      const payload = method === 'POST' ? { id: crypto.randomUUID() } : undefined;
      expect((await ctx.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      for (const cookie of [student, paying]) {
        expect((await ctx.app.inject({ method, url, payload, headers: { cookie } })).statusCode, url).toBe(403);
      }
    }
  });

  it('lets only a learner with access report: 401 anonymous, 403 a student without the kit', async () => {
    const body = { kind: 'flashcard', cardId: crypto.randomUUID(), reason: 'typo' };
    expect((await ctx.app.inject({ method: 'POST', url: '/_api/content/report', payload: body })).statusCode).toBe(401);
    const student = await cookieFor(ctx.database.db, await createUser(ctx.database.db));
    expect((await report(student, body)).statusCode).toBe(403);
  });
});

describe('resolving reports', () => {
  it('moves a report from open to resolved with the admin’s note, once', async () => {
    const { cookie, quiz, user } = await learnerWithQuiz();
    ok(await report(cookie, { kind: 'question', attemptId: quiz.attemptId, position: 2, reason: 'outdated' }));
    const mine = (await openReports()).reports.find((r) => r.reporter?.id === user.id)!;

    const resolved = await post('/_api/admin/content/report/resolve', admin, { id: mine.id, resolution: 'Key fixed.' });
    expect(resolved.statusCode).toBe(200);
    expect(readBody<TProblemReport>(resolved)).toMatchObject({ status: 'resolved', resolution: 'Key fixed.' });
    expect((await openReports()).reports.some((r) => r.id === mine.id)).toBe(false);
    const done = readBody<TReports>(await get('/_api/admin/content/reports?status=resolved', admin));
    expect(done.reports.map((r) => r.id)).toContain(mine.id);

    const twice = await post('/_api/admin/content/report/resolve', admin, { id: mine.id });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toBe(texts.alreadyResolved);
    const unknown = await post('/_api/admin/content/report/resolve', admin, { id: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    const badId = await post('/_api/admin/content/report/resolve', admin, { id: 'nope' });
    expect(badId.statusCode).toBe(400);

    // Once resolved, the learner may report the same question again.
    ok(await report(cookie, { kind: 'question', attemptId: quiz.attemptId, position: 2, reason: 'typo' }));
  });

  it('pages the list on the server', async () => {
    const page = readBody<TReports>(await get('/_api/admin/content/reports?limit=1&page=1', admin));
    expect(page.reports).toHaveLength(1);
    const total = await ctx.database.db.$count(problemReports, eq(problemReports.status, 'open'));
    expect(page.pagination).toEqual({ totalCount: total, totalPages: total });
  });
});
