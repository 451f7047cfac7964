import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { encodeChoices } from '../../../shared/domain/quizzes';
import { users } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { fixture } from '../../test/fixture-pack';

/** A test app with the fixture content pack loaded (test/fixture-pack.ts), learners of chosen states, and calls as them. */
export function setupCourseTests() {
  const ctx = setupTestApp({}, { contentPack: fixture.pack });
  const pack = fixture.pack;
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
  return { ctx, pack, fixture, learner, get, post, ok, rightAnswer };
}
