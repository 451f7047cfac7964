import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TCourse, TLesson } from '../../../shared/contract/course';
import { courseMessages as texts } from '../../../shared/domain/course-texts';
import { serverMessages } from '../../../shared/domain/messages';
import { coreTopics } from '../../../shared/domain/topics';
import { lessonProgress } from '../../db/schema';
import { readBody } from '../../test/app';
import { cookieFor, createUser, TEST_PASSWORD } from '../../test/factories';
import { setupCourseTests } from './course-test-helpers';

const { ctx, fixture, learner, get, post } = setupCourseTests();
const californiaLesson = fixture.states.california.category.lesson.id;
const course = async (cookie: string) => readBody<TCourse>(await get('/_api/course', cookie));
const lesson = async (cookie: string, id: string) =>
  readBody<TLesson>(await get(`/_api/course/lesson?id=${encodeURIComponent(id)}`, cookie));
const complete = (cookie: string, lessonId: string) => post('/_api/course/lesson/complete', cookie, { lessonId });

describe('prep course API', () => {
  it('lists the twelve core modules in the spec order, then the category modules of the learner’s states', async () => {
    const national = await course((await learner()).cookie);
    expect(national.modules.map((m) => m.id)).toEqual(coreTopics.map((t) => t.id));
    expect(national.modules.map((m) => m.title)).toEqual(coreTopics.map((t) => t.name));
    expect(national.modules.every((m) => m.kind === 'core' && m.lessons.length > 0)).toBe(true);
    expect(national.progress).toEqual({
      completed: 0,
      total: national.modules.reduce((sum, m) => sum + m.lessons.length, 0),
    });
    const first = national.modules[0]!.lessons[0]!;
    expect(first).toMatchObject({ completed: false });
    expect(first.minutes).toBeGreaterThanOrEqual(1);
    expect(national.nextLesson).toMatchObject({ id: first.id, moduleTitle: coreTopics[0].name });

    const texas = await course((await learner(['national', 'texas'])).cookie);
    const categories = texas.modules.slice(coreTopics.length);
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((m) => m.kind === 'category' && m.id.startsWith('tx-'))).toBe(true);
    const both = await course((await learner(['california', 'texas'])).cookie);
    const stateOrder = both.modules.slice(coreTopics.length).map((m) => m.id.slice(0, 3));
    expect(stateOrder).toEqual([...stateOrder].sort((a, b) => (a === b ? 0 : a === 'tx-' ? -1 : 1)));
    expect(new Set(stateOrder)).toEqual(new Set(['tx-', 'ca-']));
  });

  it('reads a lesson with its sections and neighbours; unknown ids and other states’ lessons are 404', async () => {
    const { cookie } = await learner(['texas']);
    const outline = await course(cookie);
    const ids = outline.modules.flatMap((m) => m.lessons.map((l) => l.id));
    const second = await lesson(cookie, ids[1]!);
    expect(second.module.id).toBe(coreTopics[0].id);
    expect(second.sections.length).toBeGreaterThan(0);
    expect(second.sections[0]).toEqual({
      id: expect.stringMatching(/^[a-z0-9-]+$/),
      title: expect.any(String),
      body: expect.any(String),
    });
    expect(second.previous?.id).toBe(ids[0]);
    // The pack's text before the first section heading is kept as the lesson's introduction.
    const withIntro = await lesson(cookie, fixture.lessons.signalWords.id);
    expect(withIntro.intro).toBe(fixture.lessons.signalWords.intro);
    expect(withIntro.intro).not.toContain('## ');
    expect(second.next?.id).toBe(ids[2]);
    expect((await lesson(cookie, ids[0]!)).previous).toBeNull();
    expect((await lesson(cookie, ids.at(-1)!)).next).toBeNull();

    const missing = await get('/_api/course/lesson?id=no-such-lesson', cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(texts.lessonNotFound);
    const california = await get(`/_api/course/lesson?id=${californiaLesson}`, cookie);
    expect(california.statusCode).toBe(404);
    expect((await complete(cookie, californiaLesson)).statusCode).toBe(404);
    expect((await get('/_api/course/lesson', cookie)).statusCode).toBe(400);
    expect((await post('/_api/course/lesson/complete', cookie, { lessonId: 'x', extra: 1 })).statusCode).toBe(400);
  });

  it('marks lessons read idempotently, survives a new session, and unmarks them', async () => {
    const { user, cookie } = await learner();
    const outline = await course(cookie);
    const [a, b] = outline.modules[0]!.lessons;
    expect(readBody(await complete(cookie, a!.id))).toEqual({ lessonId: a!.id, completed: true });
    const [firstRow] = await ctx.database.db.select().from(lessonProgress).where(eq(lessonProgress.userId, user.id));
    expect((await complete(cookie, a!.id)).statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(lessonProgress).where(eq(lessonProgress.userId, user.id));
    expect(rows).toEqual([firstRow]);
    expect(firstRow!.how).toBe('read');

    const again = await course(await cookieFor(ctx.database.db, user));
    expect(again.progress.completed).toBe(1);
    expect(again.modules[0]!.progress).toEqual({ completed: 1, total: outline.modules[0]!.lessons.length });
    expect(again.modules[0]!.lessons[0]!.completed).toBe(true);
    expect(again.nextLesson?.id).toBe(b!.id);
    expect((await lesson(cookie, a!.id)).completed).toBe(true);

    const undone = await post('/_api/course/lesson/uncomplete', cookie, { lessonId: a!.id });
    expect(readBody(undone)).toEqual({ lessonId: a!.id, completed: false });
    expect((await course(cookie)).progress.completed).toBe(0);
  });

  it('keeps each learner’s progress their own', async () => {
    const owner = await learner();
    const other = await learner();
    const id = (await course(owner.cookie)).nextLesson!.id;
    await complete(owner.cookie, id);
    expect((await course(other.cookie)).progress.completed).toBe(0);
    expect((await lesson(other.cookie, id)).completed).toBe(false);
    // Unmarking "the same lesson" only touches the caller's own row.
    await post('/_api/course/lesson/uncomplete', other.cookie, { lessonId: id });
    expect((await course(owner.cookie)).progress.completed).toBe(1);
  });

  it('refuses an unpaid student and a visitor', async () => {
    const student = await createUser(ctx.database.db);
    const cookie = await cookieFor(ctx.database.db, student);
    const refused = await get('/_api/course', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(serverMessages.purchaseRequired);
    expect((await complete(cookie, 'anything')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/_api/course' })).statusCode).toBe(401);
  });

  it('puts progress in the data export and erases it with the account', async () => {
    const { user, cookie } = await learner();
    const id = (await course(cookie)).nextLesson!.id;
    await complete(cookie, id);
    const exported = readBody<{ lessonProgress: { lessonId: string; how: string; completedAt: Date }[] }>(
      await post('/_api/settings/export-data', cookie),
    );
    expect(exported.lessonProgress).toEqual([{ lessonId: id, how: 'read', completedAt: expect.any(Date) }]);
    expect((await post('/_api/settings/delete-account', cookie, { password: TEST_PASSWORD })).statusCode).toBe(200);
    const left = await ctx.database.db.select().from(lessonProgress).where(eq(lessonProgress.userId, user.id));
    expect(left).toEqual([]);
  });
});
