import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { encodeChoices } from '../../../shared/domain/quizzes';
import { loadContentPack } from '../../content/load-content-pack';
import { readContentPack } from '../../content/read-content-pack';
import { users } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';

/** A test app with the content pack loaded, learners of chosen states, and calls as them. */
export function setupCourseTests() {
  const ctx = setupTestApp();
  const pack = readContentPack();
  beforeAll(async () => {
    await loadContentPack(ctx.database.db, pack, new Date());
  });
  const learner = async (states: string[] = ['national']) => {
    const user = await createUser(ctx.database.db, { purchaseStatus: 'completed' });
    await ctx.database.db.update(users).set({ states }).where(eq(users.id, user.id));
    return { user, cookie: await cookieFor(ctx.database.db, user) };
  };
  const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, cookie: string, payload: unknown = {}) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: superjsonBody(payload) });
  const ok = <T>(response: LightMyRequestResponse): T => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return readBody<T>(response);
  };
  const bank = new Map(pack.questions.map((question) => [question.id, question]));
  /** The key as the browser sends it, read from the pack (not from the server). */
  const rightAnswer = (questionId: string) => {
    const question = bank.get(questionId)!;
    return Array.isArray(question.answer) ? encodeChoices(question.answer) : String(question.answer);
  };
  return { ctx, pack, learner, get, post, ok, rightAnswer };
}
