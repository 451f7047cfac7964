import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../../db/client';
import { knowledgeChunks } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { startFakeEmbeddingsServer } from '../../test/fake-embeddings-server';
import { createEmbeddingsClient, embedPendingChunks } from './embeddings';
import { insertTestDocument } from './knowledge-test-data';
import { fuseByRank, searchKnowledge } from './retrieval';

/**
 * The fake embeddings server's model: a text's vector marks which of a few concepts it mentions, so "mitts" lands
 * near "gloves" although the words differ (what a real model does, in miniature).
 */
const concepts = [/glove|mitt/i, /mesquite|brush/i, /drift|wind/i, /bee|pollinator/i];
const vectorOf = (text: string) => [...concepts.map((concept) => (concept.test(text) ? 1 : 0)), 0.01];

let fake: Awaited<ReturnType<typeof startFakeEmbeddingsServer>>;
let baseUrl: string;
beforeAll(async () => {
  fake = await startFakeEmbeddingsServer(vectorOf);
  baseUrl = fake.baseUrl;
});
afterAll(async () => {
  await fake.close();
});

let database: TDatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await insertTestDocument(database.db, {
    filename: 'gloves.pdf',
    jurisdictions: ['federal'],
    pages: [{ page: 5, heading: 'Hand protection', text: 'Wear chemical-resistant gloves when mixing.' }],
  });
  await insertTestDocument(database.db, {
    filename: 'texas-brush.pdf',
    jurisdictions: ['texas'],
    pages: [{ page: 2, heading: 'Range work', text: 'Basal bark treatment of mesquite.' }],
  });
  await insertTestDocument(database.db, {
    filename: 'drift.pdf',
    jurisdictions: ['federal'],
    pages: [{ page: 1, heading: 'Spray drift', text: 'Stop spraying when the wind blows toward sensitive areas.' }],
  });
});
afterAll(async () => {
  await database.close();
});

describe('the vector lane', () => {
  it('embeds the chunks through the endpoint, then finds a passage by meaning and fuses it with the lexical lane', async () => {
    const client = createEmbeddingsClient({ baseUrl, apiKey: 'test-key', model: 'fake-embed-1' });
    expect(await embedPendingChunks(database, client)).toBe(3);
    expect(fake.requests.at(-1)).toMatchObject({ authorization: 'Bearer test-key', model: 'fake-embed-1' });
    expect(fake.requests.at(-1)?.inputs).toHaveLength(3);
    expect(await database.db.$count(knowledgeChunks, isNull(knowledgeChunks.embedding))).toBe(0);
    expect(await embedPendingChunks(database, client)).toBe(0);

    // No word in common with the passage: lexical search alone finds nothing.
    const lexical = await searchKnowledge(database.db, { query: 'mitts', jurisdictions: ['federal'] });
    expect(lexical.hits).toEqual([]);
    const fused = await searchKnowledge(
      database.db,
      { query: 'mitts', jurisdictions: ['federal'] },
      { embeddings: client },
    );
    expect(fused.hits[0]?.citation).toMatchObject({ kind: 'document', filename: 'gloves.pdf', pageStart: 5 });
    expect(fused.relevant).toBe(true);

    // The jurisdiction filter holds in the vector lane too.
    const florida = await searchKnowledge(
      database.db,
      { query: 'brush', jurisdictions: ['federal', 'florida'] },
      { embeddings: client },
    );
    expect(
      florida.hits.some((hit) => hit.citation.kind === 'document' && hit.citation.filename === 'texas-brush.pdf'),
    ).toBe(false);
    const texas = await searchKnowledge(
      database.db,
      { query: 'brush', jurisdictions: ['federal', 'texas'] },
      { embeddings: client },
    );
    expect(texas.hits[0]?.citation).toMatchObject({ filename: 'texas-brush.pdf' });
  });

  it('falls back to lexical search when the endpoint fails', async () => {
    const client = createEmbeddingsClient({ baseUrl, model: 'fake-embed-1' });
    fake.fail(true);
    try {
      const result = await searchKnowledge(
        database.db,
        { query: 'spray drift wind', jurisdictions: ['federal'] },
        { embeddings: client },
      );
      expect(result.hits[0]?.citation).toMatchObject({ filename: 'drift.pdf' });
      await expect(
        embedPendingChunks(database, createEmbeddingsClient({ baseUrl, model: 'other-model' })),
      ).rejects.toThrow(/500/);
    } finally {
      fake.fail(false);
    }
  });

  it('leaves out the lesson sections it is told to, as the lexical lane does (a running exam’s)', async () => {
    const client = createEmbeddingsClient({ baseUrl, model: 'fake-embed-1' });
    const lesson = { source: 'lesson' as const, sourceId: 'fx-bees', jurisdictions: ['federal'] };
    await database.db.insert(knowledgeChunks).values([
      { ...lesson, sectionId: null, heading: 'Protecting bees', body: 'Why hives matter to farms.' },
      { ...lesson, sectionId: 'timing', heading: 'Protecting bees › Timing', body: 'Bees rest at dusk.' },
      { ...lesson, sourceId: 'fx-bee-law', sectionId: 'timing', heading: 'Bee law › Timing', body: 'Bees first.' },
      {
        source: 'question',
        sourceId: 'fx-bees-q-1',
        sectionId: 'fx-bees#timing',
        heading: 'When do bees rest?',
        body: 'Bees rest at dusk. Answer: at dusk',
        jurisdictions: ['federal'],
      },
    ]);
    await embedPendingChunks(database, client);
    // "pollinators" shares no word with the passages: only the vector lane finds them.
    const search = (excludeSections: string[]) =>
      searchKnowledge(
        database.db,
        { query: 'pollinators', jurisdictions: ['federal'], limit: 50, excludeSections },
        { embeddings: client },
      );
    // The earlier tests' documents are near nothing here, but every chunk has some similarity: read the pack's.
    const headings = async (excludeSections: string[]) =>
      (await search(excludeSections)).hits.filter((hit) => hit.source !== 'document').map((hit) => hit.heading);
    expect((await headings([])).sort()).toEqual([
      'Bee law › Timing',
      'Protecting bees',
      'Protecting bees › Timing',
      'When do bees rest?',
    ]);
    expect((await headings(['fx-bees#timing'])).sort()).toEqual(['Bee law › Timing', 'Protecting bees']);
  });

  it('fuses rankings by reciprocal rank', () => {
    const fused = fuseByRank([
      ['a', 'b', 'c'],
      ['c', 'a'],
    ]);
    expect(fused.map((entry) => entry.id)).toEqual(['a', 'c', 'b']);
  });
});
