import { randomBytes } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { connectPostgres, type TDatabaseHandle } from '../../db/client';
import { knowledgeChunks } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { TEMPLATE_DATABASE, withDatabase } from '../../test/database-names';
import { startFakeEmbeddingsServer } from '../../test/fake-embeddings-server';
import { createEmbeddingsClient, embedPendingChunks } from './embeddings';
import { insertTestDocument } from './knowledge-test-data';

/**
 * Several app instances on one database each start the embeddings backfill (at start-up, and after indexing a
 * document). Each chunk's text must go to the model once, whichever instance sends it. On PostgreSQL the instances
 * are three pools on one database; PGlite is one process with one connection, so there they are three calls on the
 * one handle.
 */
const testDatabase = inject('testDatabase');
const MODEL = 'fake-embed-backfill';

let fake: Awaited<ReturnType<typeof startFakeEmbeddingsServer>>;
let instances: TDatabaseHandle[] = [];
let closeInstances = async () => {};

async function openInstances(count: number) {
  if (testDatabase.engine === 'pglite') {
    const database = await createTestDatabase();
    instances = Array.from({ length: count }, () => database);
    closeInstances = () => database.close();
    return;
  }
  const name = `app_embed_${randomBytes(6).toString('hex')}`;
  const admin = postgres(testDatabase.location, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${TEMPLATE_DATABASE}`);
  instances = Array.from({ length: count }, () => connectPostgres(withDatabase(testDatabase.location, name), 3));
  closeInstances = async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

/** `count` passages, each with its own text, in a few documents. */
async function insertPassages(prefix: string, count: number) {
  const db = instances[0]!.db;
  for (let start = 0; start < count; start += 50) {
    const pages = Array.from({ length: Math.min(50, count - start) }, (_, i) => ({
      page: start + i + 1,
      heading: `${prefix} heading ${start + i + 1}`,
      text: `${prefix} passage ${start + i + 1} about mixing and loading.`,
    }));
    await insertTestDocument(db, { filename: `${prefix}-${start}.pdf`, jurisdictions: ['federal'], pages });
  }
}

/** The model got each new chunk's text once, and every chunk in the database has a vector now. */
async function expectEachEmbeddedOnce(newChunks: number, allChunks: number) {
  const db = instances[0]!.db;
  const sent = fake.sentTexts();
  const repeated = sent.filter((text, index) => sent.indexOf(text) !== index);
  expect(repeated, 'texts sent to the model more than once').toEqual([]);
  expect(sent).toHaveLength(newChunks);
  expect(await db.$count(knowledgeChunks)).toBe(allChunks);
  expect(await db.$count(knowledgeChunks, isNull(knowledgeChunks.embedding))).toBe(0);
  expect(await db.$count(knowledgeChunks, eq(knowledgeChunks.embeddingModel, MODEL))).toBe(allChunks);
}

beforeAll(async () => {
  fake = await startFakeEmbeddingsServer((text) => [text.length % 7, 1]);
  await openInstances(3);
});
afterAll(async () => {
  await closeInstances();
  await fake.close();
});

describe('the embeddings backfill on several instances', () => {
  const client = () => createEmbeddingsClient({ baseUrl: fake.baseUrl, model: MODEL });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('sends each chunk to the model once when three instances backfill at the same time', async () => {
    await insertPassages('first', 100);
    // The model is slow, as a real one is: every instance's first look finds all 100 passages without a vector.
    const release = fake.hold();
    const runs = Promise.all(instances.map((instance) => embedPendingChunks(instance, client())));
    await waitFor(() => fake.requests.length > 0);
    release();
    const counts = await runs;
    await expectEachEmbeddedOnce(100, 100);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(100);
  });

  it('embeds chunks written while another instance is embedding, once', async () => {
    await insertPassages('second', 70);
    const release = fake.hold();
    const running = embedPendingChunks(instances[0]!, client());
    await waitFor(() => fake.requests.length > 0);
    // Another instance indexes a document meanwhile and starts its own backfill, as the document worker does.
    await insertPassages('third', 10);
    const other = embedPendingChunks(instances[1]!, client());
    release();
    const [first, second] = await Promise.all([running, other]);
    await expectEachEmbeddedOnce(80, 180);
    expect(first + second).toBe(80);
  });
});

async function waitFor(condition: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the fake embeddings server got no request within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
