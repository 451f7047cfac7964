import { eq } from 'drizzle-orm';
import type { TCertificateStatus, TCertificateVerification } from '../../../shared/contract/certificates';
import type { TExamSession } from '../../../shared/contract/quizzes';
import { scorePercent } from '../../../shared/domain/quizzes';
import { quizAttemptItems } from '../../db/schema';
import { readBody } from '../../test/app';
import { courseOutline } from '../course/course-outline';
import { setupQuizTests } from '../quizzes/quiz-test-helpers';
import { correctAnswerText } from '../quizzes/scoring';

/** A test app with the content pack, and the learner's way to a certificate through the real endpoints. */
export function setupCertificateTests() {
  const { ctx, fixture, learner, post, get, ok } = setupQuizTests();
  const finalExam = fixture.blueprints.national;
  /** How many right answers of the final exam score about `percent`. */
  const rightFor = (percent: number) => Math.round((percent / 100) * finalExam.questionCount);
  /** The score those answers give. */
  const scoreOf = (percent: number) => scorePercent(rightFor(percent), finalExam.questionCount);
  const db = () => ctx.database.db;

  async function coreLessonIds() {
    return (await courseOutline(db(), [])).flatMap((module) => module.lessons.map((lesson) => lesson.id));
  }
  async function completeCoreLessons(cookie: string, ids?: string[]) {
    for (const lessonId of ids ?? (await coreLessonIds())) {
      ok(await post('/_api/course/lesson/complete', cookie, { lessonId }));
    }
  }
  /** Takes a final exam through the exam endpoints, answering `correct` of its questions right (keys from the DB). */
  async function takeExam(cookie: string, correct: number, blueprintId = finalExam.id) {
    const session = ok<TExamSession>(await post('/_api/exams/start', cookie, { blueprintId }));
    const items = await db().select().from(quizAttemptItems).where(eq(quizAttemptItems.attemptId, session.attemptId));
    const keys = items.sort((a, b) => a.position - b.position).map((item) => correctAnswerText(item.asked));
    for (const [position, key] of keys.slice(0, correct).entries()) {
      ok(await post('/_api/exams/answer', cookie, { attemptId: session.attemptId, position, answer: key }));
    }
    return ok<{ score: number; passed: boolean }>(
      await post('/_api/exams/submit', cookie, { attemptId: session.attemptId }),
    );
  }
  const status = async (cookie: string) => ok<TCertificateStatus>(await get('/_api/certificate', cookie));
  const issue = (cookie: string, printedName: string) => post('/_api/certificate/issue', cookie, { printedName });
  const verify = async (number: string) =>
    readBody<TCertificateVerification>(
      await ctx.app.inject({ method: 'GET', url: `/_api/certificates/verify?number=${encodeURIComponent(number)}` }),
    );
  const errorOf = (response: { body: string }) => (JSON.parse(response.body) as { error: string }).error;

  /** A learner who completed the core lessons and then passed the final exam (with `rightFor(90)` right). */
  async function eligibleLearner() {
    const caller = await learner();
    await completeCoreLessons(caller.cookie);
    await takeExam(caller.cookie, rightFor(90));
    return caller;
  }
  return {
    ctx,
    fixture,
    finalExam,
    rightFor,
    scoreOf,
    learner,
    post,
    get,
    ok,
    db,
    coreLessonIds,
    completeCoreLessons,
    takeExam,
    status,
    issue,
    verify,
    errorOf,
    eligibleLearner,
  };
}
