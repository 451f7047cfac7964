import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TDashboardSummary } from '../../../shared/contract/dashboard';
import type { TExamSession } from '../../../shared/contract/quizzes';
import { serverMessages } from '../../../shared/domain/messages';
import { coreTopics } from '../../../shared/domain/topics';
import { quizAttemptItems, quizAttempts, userFlashcards } from '../../db/schema';
import { readBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { setupQuizTests } from '../quizzes/quiz-test-helpers';
import { correctAnswerText } from '../quizzes/scoring';

const { ctx, learner, post, get, ok, fixture } = setupQuizTests();
const national = fixture.blueprints.national;
const db = () => ctx.database.db;
const DAY = 24 * 60 * 60 * 1000;

const summaryResponse = (cookie: string) => get('/_api/dashboard/summary', cookie);
const summary = async (cookie: string) => ok<TDashboardSummary>(await summaryResponse(cookie));
const addCard = async (cookie: string, front: string) =>
  ok<{ id: string }>(await post('/_api/flashcards', cookie, { front, back: `Back of ${front}` }));

describe('dashboard summary API', () => {
  it('gives a fresh learner the start of the course, no cards, no exam and no readiness yet', async () => {
    const { cookie } = await learner();
    const data = await summary(cookie);
    expect(data.course.completed).toBe(0);
    // A national learner's course: the core lessons of the pack.
    const coreLessons = fixture.pack.lessons.filter((lesson) => coreTopics.some((topic) => topic.id === lesson.topic));
    expect(data.course.total).toBe(coreLessons.length);
    expect(data.course.nextLesson).toMatchObject({ moduleTitle: coreTopics[0].name });
    expect(data.flashcards).toEqual({ inSession: 0, dueToday: 0, newToday: 0, nextDue: null });
    expect(data.exam).toBeNull();
    expect(data.readiness.topics.map((t) => t.topic)).toEqual(coreTopics.map((t) => t.id));
    expect(data.readiness.topics.every((t) => t.readiness === null && t.answered === 0)).toBe(true);
    expect(data.readiness.weakTopics).toEqual([]);
  });

  it('moves on to the next lesson after one is read', async () => {
    const { cookie } = await learner();
    const first = (await summary(cookie)).course.nextLesson!;
    expect((await post('/_api/course/lesson/complete', cookie, { lessonId: first.id })).statusCode).toBe(200);
    const after = await summary(cookie);
    expect(after.course.completed).toBe(1);
    expect(after.course.nextLesson?.id).not.toBe(first.id);
    expect(after.course.nextLesson?.id).toBe(ok<{ next: { id: string } }>(await lessonOf(cookie, first.id)).next.id);
  });

  it('counts cards due today and new ones, and says when the next cards are due when none are', async () => {
    const { user, cookie } = await learner();
    const [due, later] = [await addCard(cookie, 'Due card'), await addCard(cookie, 'Later card')];
    await addCard(cookie, 'New card');
    await setSchedule(user.id, due.id, new Date(Date.now() - 60 * 60 * 1000));
    await setSchedule(user.id, later.id, new Date(Date.now() + 3 * DAY));
    const data = await summary(cookie);
    expect(data.flashcards).toMatchObject({ inSession: 2, dueToday: 1, newToday: 1, nextDue: null });

    const { user: other, cookie: otherCookie } = await learner();
    const only = await addCard(otherCookie, 'Only card');
    const dueAt = new Date(Date.now() + 2 * DAY);
    await setSchedule(other.id, only.id, dueAt);
    const quiet = await summary(otherCookie);
    expect(quiet.flashcards.inSession).toBe(0);
    expect(quiet.flashcards.nextDue?.count).toBe(1);
    // Which study day that is depends on the hour: dashboard-study-day.test.ts checks it on a pinned clock.
  });

  it('shows a running exam with its id and server-measured time left, and never its questions or keys', async () => {
    const { cookie } = await learner();
    const session = ok<TExamSession>(await post('/_api/exams/start', cookie, { blueprintId: national.id }));
    const deadline = new Date(Date.now() + 10 * 60_000);
    await db().update(quizAttempts).set({ deadlineAt: deadline }).where(eq(quizAttempts.id, session.attemptId));

    const response = await summaryResponse(cookie);
    const data = ok<TDashboardSummary>(response);
    expect(data.exam).toMatchObject({ attemptId: session.attemptId, title: session.title, deadlineAt: deadline });
    expect(data.exam!.timeLeftMs).toBeGreaterThan(10 * 60_000 - 5000);
    expect(data.exam!.timeLeftMs).toBeLessThanOrEqual(10 * 60_000);

    expect(response.body).not.toMatch(/"(correctAnswer|explanation|questions|choices|answer)"\s*:/);
    const items = await db().select().from(quizAttemptItems).where(eq(quizAttemptItems.attemptId, session.attemptId));
    expect(items).toHaveLength(national.questionCount);
    for (const item of items) expect(response.body).not.toContain(JSON.stringify(item.asked.question).slice(1, -1));
    // Short keys ("True") can occur in any text; the long ones identify a question's answer.
    const longKeys = items.map((item) => correctAnswerText(item.asked)).filter((key) => key.length >= 20);
    expect(longKeys.length).toBeGreaterThan(0);
    for (const key of longKeys) expect(response.body).not.toContain(JSON.stringify(key).slice(1, -1));
  });

  it('closes an exam whose time ran out instead of offering to resume it, and counts its result', async () => {
    const { user, cookie } = await learner();
    const session = ok<TExamSession>(await post('/_api/exams/start', cookie, { blueprintId: national.id }));
    await db()
      .update(quizAttempts)
      .set({ deadlineAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(quizAttempts.id, session.attemptId));
    const data = await summary(cookie);
    expect(data.exam).toBeNull();
    const [closed] = await db()
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.id, session.attemptId), eq(quizAttempts.userId, user.id)));
    expect(closed!.status).toBe('timed_out');
    // A blank exam still counts (progress.service): every topic it asked is now practised at 0%, weakest first.
    const practised = data.readiness.topics.filter((t) => t.readiness !== null);
    expect(practised.length).toBeGreaterThan(0);
    expect(practised.every((t) => t.readiness === 0)).toBe(true);
    expect(data.readiness.topics.slice(0, practised.length)).toEqual(practised);
  });

  it('refuses anonymous callers and students without access; admins may read their own', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/_api/dashboard/summary' })).statusCode).toBe(401);
    const unpaid = await createUser(db());
    const wall = await summaryResponse(await cookieFor(db(), unpaid));
    expect(wall.statusCode).toBe(403);
    expect(readBody<{ error: string }>(wall).error).toBe(serverMessages.purchaseRequired);
    const expired = await createUser(db(), {
      purchaseStatus: 'completed',
      purchaseExpiresAt: new Date(Date.now() - 1),
    });
    expect((await summaryResponse(await cookieFor(db(), expired))).statusCode).toBe(403);
    const admin = await createUser(db(), { role: 'admin' });
    expect((await summaryResponse(await cookieFor(db(), admin))).statusCode).toBe(200);
    expect((await get('/_api/dashboard/summary?userId=1', await cookieFor(db(), admin))).statusCode).toBe(400);
  });

  it('never shows another learner’s progress, cards or exam', async () => {
    const owner = await learner();
    const other = await learner();
    const lesson = (await summary(owner.cookie)).course.nextLesson!.id;
    await post('/_api/course/lesson/complete', owner.cookie, { lessonId: lesson });
    await addCard(owner.cookie, 'Owner card');
    const exam = ok<TExamSession>(await post('/_api/exams/start', owner.cookie, { blueprintId: national.id }));
    const mine = await summary(owner.cookie);
    expect(mine.exam?.attemptId).toBe(exam.attemptId);
    expect(mine.flashcards.inSession).toBe(1);

    const theirs = await summaryResponse(other.cookie);
    const data = ok<TDashboardSummary>(theirs);
    expect(data.course.completed).toBe(0);
    expect(data.flashcards.inSession).toBe(0);
    expect(data.exam).toBeNull();
    expect(theirs.body).not.toContain(exam.attemptId);
  });
});

const lessonOf = (cookie: string, id: string) => get(`/_api/course/lesson?id=${encodeURIComponent(id)}`, cookie);

/** Makes a card a reviewed one due at the given time, as if the learner had studied it before. */
function setSchedule(userId: number, cardId: string, dueAt: Date) {
  return db()
    .update(userFlashcards)
    .set({ state: 'review', dueAt, intervalDays: 3, repetitions: 2 })
    .where(and(eq(userFlashcards.id, cardId), eq(userFlashcards.userId, userId)));
}
