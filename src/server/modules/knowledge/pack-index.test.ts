import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentPack } from '../../content/load-content-pack';
import type { TDatabaseHandle } from '../../db/client';
import { knowledgeChunks, knowledgeIndexState } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { fixture } from '../../test/fixture-pack';
import { indexContentPack, indexedAs } from './pack-index';

// How the pack gets into the search index (once, by one indexer, again for a new version), on the fixture pack:
// what is found in it, on the real pack, is retrieval.test.ts's.
const pack = fixture.pack;
let database: TDatabaseHandle;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadContentPack(database.db, pack, new Date());
});
afterAll(async () => {
  await database.close();
});

const countPackChunks = async () =>
  (await db().execute(sql`select count(*)::int as n from knowledge_chunks where source <> 'document'`)) as unknown;
async function packChunkCount() {
  const result = await countPackChunks();
  const rows = Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows;
  return (rows[0] as { n: number }).n;
}

describe('the content pack in the search index', () => {
  it('is indexed once, not duplicated by two indexers at the same time, and rebuilt when the version changes', async () => {
    const outcomes = await Promise.all([indexContentPack(db()), indexContentPack(db())]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['indexed', 'unchanged']);
    const count = await packChunkCount();
    const [state] = await db().select().from(knowledgeIndexState);
    expect(state).toMatchObject({ packVersion: indexedAs(pack.version), chunkCount: count });
    // Every live lesson section, glossary term and question explanation is there.
    const sections = pack.lessons.reduce((sum, lesson) => sum + lesson.sections.length, 0);
    expect(count).toBeGreaterThanOrEqual(sections + pack.glossary.length + pack.questions.length);
    expect(await indexContentPack(db())).toEqual({ outcome: 'unchanged' });
    // An index of the same version cut by an older chunk format (a state without the format) is rebuilt.
    await db().update(knowledgeIndexState).set({ packVersion: pack.version });
    expect((await indexContentPack(db())).outcome).toBe('indexed');

    // A new pack version with a renamed lesson: the index follows, with no chunk of the old version left.
    const [first, ...rest] = pack.lessons;
    const renamed = {
      ...pack,
      version: `${pack.version}-next`,
      lessons: [{ ...first!, title: 'Renamed lesson' }, ...rest],
    };
    await loadContentPack(db(), renamed, new Date());
    expect((await indexContentPack(db())).outcome).toBe('indexed');
    const headings = await db()
      .select({ heading: knowledgeChunks.heading, packVersion: knowledgeChunks.packVersion })
      .from(knowledgeChunks)
      .where(and(eq(knowledgeChunks.source, 'lesson'), eq(knowledgeChunks.sourceId, first!.id)));
    expect(
      headings.every((row) => row.heading.startsWith('Renamed lesson') && row.packVersion === renamed.version),
    ).toBe(true);
    expect(await packChunkCount()).toBe(count);
  });
});
