import type { LightMyRequestResponse } from 'fastify';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { fixture } from '../../test/fixture-pack';

/** A test app with the fixture content pack loaded (test/fixture-pack.ts), and calls as a learner. */
export function setupQuizTests() {
  const ctx = setupTestApp({}, { contentPack: fixture.pack });
  const pack = fixture.pack;
  const learner = async () => {
    const user = await createUser(ctx.database.db, { purchaseStatus: 'completed' });
    return { user, cookie: await cookieFor(ctx.database.db, user) };
  };
  const post = (url: string, cookie: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: superjsonBody(payload) });
  const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  const ok = <T>(response: LightMyRequestResponse): T => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return readBody<T>(response);
  };
  return { ctx, pack, fixture, learner, post, get, ok };
}
