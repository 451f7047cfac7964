import type { LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { loadContentPack } from '../../content/load-content-pack';
import { readContentPack } from '../../content/read-content-pack';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';

/** A test app with the content pack loaded, and calls as a learner. */
export function setupQuizTests() {
  const ctx = setupTestApp();
  const pack = readContentPack();
  beforeAll(async () => {
    await loadContentPack(ctx.database.db, pack, new Date());
  });
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
  return { ctx, pack, learner, post, get, ok };
}
