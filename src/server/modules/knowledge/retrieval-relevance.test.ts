import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentPack } from '../../content/load-content-pack';
import { readContentPack } from '../../content/read-content-pack';
import type { TDatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { insertTestDocument } from './knowledge-test-data';
import { indexContentPack } from './pack-index';
import { searchKnowledge } from './retrieval';
import { rowsOf } from './sql-rows';

// The relevance verdict on questions the first calibration missed, and how the index stores its vectors.
let database: TDatabaseHandle;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadContentPack(database.db, readContentPack(), new Date());
  await indexContentPack(database.db);
});
afterAll(async () => {
  await database.close();
});

describe('the relevance verdict', () => {
  it('does not count a calculation question’s own figures against it', async () => {
    const query =
      'A label for a 2 pounds per gallon flowable recommends 0.5 pound of active ingredient per acre. How many gallons of product are needed to treat 40 acres?';
    const result = await searchKnowledge(db(), { query, jurisdictions: ['federal'] });
    expect(result.relevant).toBe(true);
    expect(result.topCoverage).toBeGreaterThan(0.4);
  });

  it('takes a short question on a rare word when a passage holds all of it', async () => {
    await insertTestDocument(db(), {
      filename: 'statute-excerpt.txt',
      jurisdictions: ['federal'],
      pages: [
        {
          page: 1,
          heading: '',
          text: 'The term "quibbleworth" applies to any pesticide if its strength or purity falls below the professed standard.',
        },
      ],
    });
    const result = await searchKnowledge(db(), {
      query: 'When is a pesticide quibbleworth?',
      jurisdictions: ['federal'],
    });
    expect(result.hits[0]?.citation).toMatchObject({ kind: 'document', filename: 'statute-excerpt.txt' });
    expect(result.relevant).toBe(true);
    for (const query of ['what is the meaning of life', 'who won the super bowl', 'best pizza in town']) {
      expect((await searchKnowledge(db(), { query, jurisdictions: ['federal'] })).relevant).toBe(false);
    }
  });
});

describe('the search vectors', () => {
  it('are kept in the row, uncompressed, so a search reads no TOAST pages for them', async () => {
    const [column] = rowsOf<{ storage: string; options: string[] | null }>(
      await db().execute(sql`
        select a.attstorage as storage, c.reloptions as options
          from pg_attribute a join pg_class c on c.oid = a.attrelid
         where c.relname = 'knowledge_chunks' and a.attname = 'search'`),
    );
    expect(column?.storage).toBe('e');
    expect(column?.options).toContain('toast_tuple_target=8160');
  });
});
