import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TQuizQuestion } from '../../../shared/contract/ai';
import type { TCourse, TLesson, TStateCoverage } from '../../../shared/contract/course';
import type { TExamSession } from '../../../shared/contract/quizzes';
import { coreTopics } from '../../../shared/domain/topics';
import { quizAttemptItems, users } from '../../db/schema';
import { cookieFor } from '../../test/factories';
import { signUp } from '../../test/sign-up';
import { setupQuizTests } from '../quizzes/quiz-test-helpers';

// Issue 17: Florida, offered at registration, now has material; a Florida learner gets its modules, quizzes and exam.
const { ctx, pack, fixture, learner, post, get, ok } = setupQuizTests();
const florida = fixture.states.florida;
const floridaLaw = florida.law.category.id;
const californiaLaw = fixture.states.california.law.category.id;
// A state's modules come in the order of their names (the fixture's aquatic module, then its law module).
const floridaModules = [florida.category.category.id, floridaLaw];
const exams = fixture.blueprints.florida;

async function learnerOf(states: string[]) {
  const { user } = await learner();
  await ctx.database.db.update(users).set({ states }).where(eq(users.id, user.id));
  return cookieFor(ctx.database.db, user);
}

describe('a Florida learner', () => {
  it('gets the Florida modules after the core ones, in FDACS category order, and can read their lessons', async () => {
    const cookie = await learnerOf(['florida']);
    const course = ok<TCourse>(await get('/_api/course', cookie));
    expect(course.modules.slice(coreTopics.length).map((m) => m.id)).toEqual(floridaModules);
    expect(course.modules.find((m) => m.id === floridaLaw)!.title).toBe(florida.law.category.name);
    const lessonUrl = (id: string) => `/_api/course/lesson?id=${id}`;
    const lesson = ok<TLesson>(await get(lessonUrl(florida.category.lesson.id), cookie));
    expect(lesson.sections.map((s) => s.id)).toEqual(florida.category.lesson.sections.map((s) => s.id));

    // Another state's learner does not get Florida's lessons, nor a Florida learner Texas's.
    const texan = await learnerOf(['texas']);
    expect((await get(lessonUrl(florida.category.lesson.id), texan)).statusCode).toBe(404);
    expect((await get(lessonUrl(fixture.states.texas.category.lesson.id), cookie)).statusCode).toBe(404);
  });

  it('generates a Florida category quiz from the Florida questions only', async () => {
    const cookie = await learnerOf(['florida']);
    const tags = await ctx.database.db.query.tags.findMany({ where: (t, { eq }) => eq(t.state, 'florida') });
    expect(tags.map((t) => t.slug).sort()).toEqual([...floridaModules].sort());
    const law = tags.find((t) => t.slug === floridaLaw)!;
    const quiz = ok<{ questions: TQuizQuestion[] }>(
      await post('/_api/ai/generate-quiz', cookie, { type: 'Category', state: 'Florida', tagIds: [law.id], count: 10 }),
    );
    const lawQuestions = new Set(pack.questions.filter((q) => q.topic === floridaLaw).map((q) => q.question));
    expect(quiz.questions).toHaveLength(10);
    expect(quiz.questions.every((q) => lawQuestions.has(q.questionText))).toBe(true);
  });

  it('takes a Florida category exam (its category alone, its size and time) and the Florida core exam', async () => {
    const cookie = await learnerOf(['florida']);
    const session = ok<TExamSession>(await post('/_api/exams/start', cookie, { blueprintId: exams.category.id }));
    expect(session.questions).toHaveLength(exams.category.questionCount);
    expect(session.deadlineAt.getTime() - session.startedAt.getTime()).toBe(exams.category.timeLimitMinutes * 60_000);
    const topicsOf = async (attemptId: string) =>
      (await ctx.database.db.select().from(quizAttemptItems).where(eq(quizAttemptItems.attemptId, attemptId))).map(
        (item) => item.asked.topic,
      );
    expect(new Set(await topicsOf(session.attemptId))).toEqual(new Set([florida.category.category.id]));
    await post('/_api/exams/submit', cookie, { attemptId: session.attemptId });
    const core = ok<TExamSession>(await post('/_api/exams/start', cookie, { blueprintId: exams.core.id }));
    expect(core.questions).toHaveLength(exams.core.questionCount);
    const lawCount = exams.core.questionCount * exams.core.topicShares[floridaLaw]!;
    expect((await topicsOf(core.attemptId)).filter((topic) => topic === floridaLaw)).toHaveLength(lawCount);
  });
});

describe('the states a learner can choose (issue 17)', () => {
  it('lets a learner choose California in the profile, while registration keeps the spec three', async () => {
    const cookie = await learnerOf(['national']);
    const chosen = await post('/_api/settings/profile', cookie, { states: ['california', 'national'] });
    expect(chosen.statusCode).toBe(200);
    const course = ok<TCourse>(await get('/_api/course', cookie));
    expect(course.modules.map((m) => m.id)).toContain(californiaLaw);

    const register = (states: string[]) =>
      signUp(ctx.app, ctx.database.db, {
        email: `cal-${states[0]}@example.test`,
        password: 'Sprayer-2024',
        displayName: 'Cal',
        states,
      });
    expect((await register(['texas'])).statusCode).toBe(200);
    const california = await register(['california']);
    expect(california.statusCode).toBe(400);
    expect(california.json().issues[0].path).toBe('states.0');
  });

  it('tells anyone what each state covers, from the loaded modules and exams', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/_api/course/coverage' });
    expect(response.statusCode).toBe(200);
    const { states } = ok<{ states: TStateCoverage[] }>(response);
    expect(states.map((s) => s.state)).toEqual(['national', 'texas', 'california', 'florida']);
    const byState = Object.fromEntries(states.map((s) => [s.state, s]));
    expect(byState.national?.modules).toHaveLength(coreTopics.length);
    expect(byState.national?.exams.length).toBeGreaterThan(0);
    expect(byState.florida?.modules.map((m) => m.id)).toEqual(floridaModules);
    expect(byState.florida?.exams.map((e) => e.name).length).toBeGreaterThan(0);
    expect(byState.california?.modules.map((m) => m.id)).toContain(californiaLaw);
    for (const state of states) {
      for (const module of state.modules) expect(module.lessons).toBeGreaterThan(0);
    }
  });
});
