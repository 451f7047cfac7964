import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { TDroppedItemReason } from '../../../shared/domain/grounded-generation';
import { buildApp } from '../../app';
import { readConfig } from '../../config';
import { loadContentPack } from '../../content/load-content-pack';
import type { TDatabaseHandle } from '../../db/client';
import { createGroundedAiProvider } from '../../providers/ai/grounded-provider';
import { createModelItemWriter } from '../../providers/ai/model-item-writer';
import { createOfflineAiProvider } from '../../providers/ai/offline-provider';
import { readBody, superjsonBody, testRandom } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { cookieFor, createUser } from '../../test/factories';
import { fixture } from '../../test/fixture-pack';
import { searchKnowledge } from '../knowledge/retrieval';
import { seedPlatformSettings } from '../platform/platform.service';
import { insertChunk } from '../tutor/tutor-test-helpers';
import { promptSources, startFakeStructuredServer, type TFakeStructuredRequest } from './fake-structured-server';

/** Study material for the PPE topic, as the knowledge base would hold it; one passage only for California. */
export const material = {
  gloves:
    'Wear unlined chemical-resistant gloves, such as nitrile or butyl rubber, when mixing and loading concentrates. ' +
    'Leather and cotton gloves absorb pesticides and must never be worn. Wash gloves before removing them.',
  respirators:
    'A respirator must fit the face with a tight seal. Replace cartridges when you smell or taste the pesticide, ' +
    'or when the manufacturer schedule says so.',
  californiaOnly: 'Californian employers must launder coveralls daily under the state rule on overalls.',
};

/** The number the prompt gave the source containing `phrase` (the server numbers them, not the test). */
export function sourceNumber(request: TFakeStructuredRequest, phrase: string): number {
  for (const [number, text] of promptSources(request)) if (text.includes(phrase)) return number;
  throw new Error(`no source in the prompt says "${phrase}"`);
}

/**
 * An app whose AI provider is the grounded one against a fake OpenAI-compatible server on 127.0.0.1 (the AI SDK's
 * real client), with the fixture pack loaded as the bank and PPE material in the search index.
 */
export function setupGroundedTests(timeoutMs = 1500) {
  const pack = fixture.pack;
  const logs: { kind: string; dropped: Partial<Record<TDroppedItemReason, number>> }[] = [];
  const failures: unknown[] = [];
  const ctx = {} as {
    app: FastifyInstance;
    database: TDatabaseHandle;
    fake: Awaited<ReturnType<typeof startFakeStructuredServer>>;
  };
  beforeAll(async () => {
    ctx.fake = await startFakeStructuredServer();
    ctx.database = await createTestDatabase();
    const db = ctx.database.db;
    await seedPlatformSettings(db);
    await loadContentPack(db, pack, new Date());
    const heading = 'Personal Protective Equipment (PPE)';
    await insertChunk(db, { heading: `${heading} › Gloves`, body: material.gloves, jurisdictions: ['federal'] });
    await insertChunk(db, {
      heading: `${heading} › Respirators`,
      body: material.respirators,
      jurisdictions: ['federal'],
    });
    await insertChunk(db, {
      heading: `${heading} › California coveralls`,
      body: material.californiaOnly,
      jurisdictions: ['california'],
    });
    const random = testRandom();
    const ai = createGroundedAiProvider({
      db,
      offline: createOfflineAiProvider(db, random),
      retrieve: (database, request) => searchKnowledge(database, request),
      writer: createModelItemWriter({ baseURL: ctx.fake.baseURL, apiKey: 'test-key', model: 'fake-model' }),
      timeoutMs,
      random,
      log: {
        info: (details) => logs.push(details as (typeof logs)[number]),
        warn: (details) => failures.push((details as { err: unknown }).err),
      },
    });
    const config = readConfig({ NODE_ENV: 'test', WEB_DIST_DIR: 'dist/does-not-exist' });
    ctx.app = await buildApp({ config, database: ctx.database, logger: false, ai, random, contentPack: pack });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    await ctx.fake?.close();
  });

  const learner = async () =>
    cookieFor(ctx.database.db, await createUser(ctx.database.db, { purchaseStatus: 'completed' }));
  const post = (url: string, cookie: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: superjsonBody(payload) });
  const ok = <T>(response: LightMyRequestResponse): T => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return readBody<T>(response);
  };
  /** What was logged since the last call: dropped-item tallies and failures. */
  const drain = () => ({ dropped: logs.splice(0).map((log) => log.dropped), failures: failures.splice(0) });
  return { ctx, pack, fixture, learner, post, ok, drain };
}
