import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TCheckResult, TKnowledgeCheck } from '../../../shared/contract/course';
import type { TExamSession } from '../../../shared/contract/quizzes';
import { knowledgeCheckTexts } from '../../../shared/domain/course-texts';
import { serverMessages } from '../../../shared/domain/messages';
import { lessonProgress, questions, quizAttemptItems } from '../../db/schema';
import { cookieFor, createUser } from '../../test/factories';
import { setupCourseTests } from './course-test-helpers';

const { ctx, fixture, learner, get, post, ok, rightAnswer } = setupCourseTests();
const signalWords = fixture.lessons.signalWords.id;
const frontPanel = fixture.lessons.frontPanel.id;
const ipmLesson = fixture.lessonsOf('ipm')[0]!.id;
const db = () => ctx.database.db;

const loadCheck = async (cookie: string, lessonId: string, round = 0) =>
  ok<{ check: TKnowledgeCheck | null }>(await get(`/_api/course/lesson/check?id=${lessonId}&round=${round}`, cookie))
    .check;
const submit = (cookie: string, lessonId: string, round: number, answers: { questionId: string; answer: string }[]) =>
  post('/_api/course/lesson/check', cookie, { lessonId, round, answers });
/** Right answers for the first `right` questions, a wrong one for the rest. */
const answersFor = (check: TKnowledgeCheck, right: number) =>
  check.questions.map((question, i) => ({
    questionId: question.questionId,
    answer: i < right ? rightAnswer(question.questionId) : 'surely not this',
  }));
const progressOf = async (userId: number, lessonId: string) =>
  db()
    .select({ how: lessonProgress.how })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));

describe('lesson knowledge check', () => {
  it('sends 3 to 5 of the lesson’s questions from several sections, without keys, the same for the same round', async () => {
    const { cookie } = await learner();
    const check = (await loadCheck(cookie, signalWords))!;
    expect(check.questions.length).toBeGreaterThanOrEqual(3);
    expect(check.questions.length).toBeLessThanOrEqual(5);
    expect(check.passingCount).toBe(check.questions.length - 1);
    const sections = await db()
      .select({ id: questions.id, section: questions.section })
      .from(questions)
      .where(like(questions.section, `${signalWords}#%`));
    const sectionOf = new Map(sections.map((row) => [row.id, row.section]));
    for (const question of check.questions) {
      expect(sectionOf.get(question.questionId)).toMatch(new RegExp(`^${signalWords}#`));
      expect(Object.keys(question).sort()).toEqual(
        expect.arrayContaining(['questionId', 'questionText', 'questionType']),
      );
      for (const key of Object.keys(question)) {
        expect(['questionId', 'questionText', 'questionType', 'options', 'unit']).toContain(key);
      }
    }
    const distinctSections = new Set(check.questions.map((q) => sectionOf.get(q.questionId)));
    const available = new Set(sections.map((row) => row.section));
    expect(distinctSections.size).toBe(Math.min(available.size, check.questions.length));
    expect(await loadCheck(cookie, signalWords)).toEqual(check);
    const next = (await loadCheck(cookie, signalWords, 1))!;
    expect(next.round).toBe(1);
    expect(next.questions.map((q) => q.questionId)).not.toEqual(check.questions.map((q) => q.questionId));
  });

  it('scores on the server: below the pass mark nothing is stored and the sections to reread are named', async () => {
    const { user, cookie } = await learner();
    const check = (await loadCheck(cookie, frontPanel))!;
    const result = ok<TCheckResult>(await submit(cookie, frontPanel, 0, answersFor(check, check.passingCount - 1)));
    expect(result).toMatchObject({ passed: false, completed: false, correctCount: check.passingCount - 1 });
    expect(result.total).toBe(check.questions.length);
    const wrong = result.review.filter((item) => !item.isCorrect);
    expect(wrong.length).toBe(check.questions.length - check.passingCount + 1);
    for (const item of result.review) {
      expect(item.correctAnswer).toBe(rightAnswer(item.questionId));
      expect(item.explanation.length).toBeGreaterThan(10);
      expect(item.section).not.toBeNull();
    }
    expect(result.reread.map((s) => s.id).sort()).toEqual([...new Set(wrong.map((item) => item.section!.id))].sort());
    expect(await progressOf(user.id, frontPanel)).toEqual([]);
  });

  it('a pass (all but one right) completes the lesson as a check, also over an earlier “Mark as read”', async () => {
    const { user, cookie } = await learner();
    const check = (await loadCheck(cookie, frontPanel, 3))!;
    const result = ok<TCheckResult>(await submit(cookie, frontPanel, 3, answersFor(check, check.passingCount)));
    expect(result).toMatchObject({ passed: true, completed: true, correctCount: check.passingCount });
    expect(await progressOf(user.id, frontPanel)).toEqual([{ how: 'check' }]);

    const reader = await learner();
    await post('/_api/course/lesson/complete', reader.cookie, { lessonId: signalWords });
    const again = (await loadCheck(reader.cookie, signalWords))!;
    ok(await submit(reader.cookie, signalWords, 0, answersFor(again, again.questions.length)));
    expect(await progressOf(reader.user.id, signalWords)).toEqual([{ how: 'check' }]);
  });

  it('refuses answers for other questions than the ones drawn, and a wrong number of answers', async () => {
    const { cookie } = await learner();
    const check = (await loadCheck(cookie, frontPanel))!;
    const answers = answersFor(check, check.questions.length);
    const swapped = [answers[1]!, answers[0]!, ...answers.slice(2)];
    const mismatch = await submit(cookie, frontPanel, 0, swapped);
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().error).toBe(knowledgeCheckTexts.changed);
    expect((await submit(cookie, frontPanel, 0, answers.slice(1))).statusCode).toBe(400);
    expect((await submit(cookie, frontPanel, -1, answers)).statusCode).toBe(400);
    expect((await submit(cookie, 'no-such-lesson', 0, answers)).statusCode).toBe(404);
    expect((await get(`/_api/course/lesson/check?id=${frontPanel}&round=x`, cookie)).statusCode).toBe(400);
  });

  it('never asks a question of the learner’s running timed exam', async () => {
    const { cookie } = await learner();
    const exam = ok<TExamSession>(
      await post('/_api/exams/start', cookie, { blueprintId: fixture.blueprints.national.id }),
    );
    const items = await db().select().from(quizAttemptItems).where(eq(quizAttemptItems.attemptId, exam.attemptId));
    const examIds = new Set(items.map((item) => item.asked.questionId!));
    const rows = await db().select({ id: questions.id, section: questions.section }).from(questions);
    const lessonsInExam = [...new Set(rows.filter((r) => examIds.has(r.id)).map((r) => r.section.split('#')[0]!))];
    expect(lessonsInExam.length).toBeGreaterThan(5);
    for (const lessonId of lessonsInExam.slice(0, 12)) {
      const check = await loadCheck(cookie, lessonId);
      for (const question of check?.questions ?? []) expect(examIds.has(question.questionId)).toBe(false);
      const pool = rows.filter((r) => r.section.startsWith(`${lessonId}#`) && !examIds.has(r.id)).length;
      expect(check === null).toBe(pool < 3);
    }
  });

  it('offers no check on a lesson fewer than three questions reference', async () => {
    const { cookie } = await learner();
    const own = await db()
      .select()
      .from(questions)
      .where(like(questions.section, `${ipmLesson}#%`));
    for (const row of own.slice(2)) {
      await db().update(questions).set({ retiredAt: new Date() }).where(eq(questions.id, row.id));
    }
    expect(await loadCheck(cookie, ipmLesson)).toBeNull();
    expect((await submit(cookie, ipmLesson, 0, [])).statusCode).toBe(409);
  });

  it('keeps each learner’s check their own, and walls off unpaid students', async () => {
    const owner = await learner();
    const other = await learner();
    const mine = (await loadCheck(owner.cookie, signalWords, 5))!;
    const theirs = (await loadCheck(other.cookie, signalWords, 5))!;
    ok(await submit(other.cookie, signalWords, 5, answersFor(theirs, theirs.questions.length)));
    expect(await progressOf(owner.user.id, signalWords)).toEqual([]);
    // The owner's draw is seeded by the owner: the other learner's answers do not fit it unless the draws agree.
    const replay = await submit(owner.cookie, signalWords, 5, answersFor(theirs, theirs.questions.length));
    const same = mine.questions.map((q) => q.questionId).join() === theirs.questions.map((q) => q.questionId).join();
    expect(replay.statusCode).toBe(same ? 200 : 409);

    const student = await createUser(db());
    const cookie = await cookieFor(db(), student);
    const refused = await get(`/_api/course/lesson/check?id=${signalWords}`, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(serverMessages.purchaseRequired);
    expect((await submit(cookie, signalWords, 0, [])).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/_api/course/lesson/check?id=x' })).statusCode).toBe(401);
  });
});
