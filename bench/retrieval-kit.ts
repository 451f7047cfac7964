// What the retrieval benchmarks share: a fresh database (PGlite in a temporary folder, or BENCH_DATABASE_URL) with
// the content pack loaded and indexed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContentPack } from '../src/server/content/load-content-pack';
import { readContentPack } from '../src/server/content/read-content-pack';
import { connectPglite, connectPostgres, type TDatabase } from '../src/server/db/client';
import { knowledgeChunks, knowledgeDocuments, storedFiles } from '../src/server/db/schema';
import { indexContentPack } from '../src/server/modules/knowledge/pack-index';

export async function openIndexedPack(name: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const database = postgresUrl ? connectPostgres(postgresUrl) : connectPglite(dataDir);
  await database.migrate();
  const pack = readContentPack();
  await loadContentPack(database.db, pack, new Date());
  const indexed = await indexContentPack(database.db);
  return {
    database,
    pack,
    indexed,
    cleanup: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The jurisdictions a learner of this material searches with: federal plus the material's states. */
export const learnerJurisdictions = (jurisdictions: string[]) => [...new Set(['federal', ...jurisdictions])];

export const percentile = (sorted: number[], q: number) => sorted[Math.floor(q * (sorted.length - 1))] ?? 0;

const FILLER_DOCUMENTS = 100;

/**
 * Fills the index up to `target` chunks with passages that read like the knowledge base: stitched from the pack's
 * own sentences (so the vocabulary and word frequencies are the pack's), in 100 documents tagged federal (a quarter)
 * or one of fifty states, so the jurisdiction filter has real work to do. Seeded: every run adds the same passages.
 */
export async function addFillerPassages(db: TDatabase, pack: ReturnType<typeof readContentPack>, target: number) {
  const states = ['texas', 'florida', 'california', ...Array.from({ length: 47 }, (_, i) => `state-${i + 1}`)];
  const sentences = pack.lessons
    .flatMap((lesson) => lesson.sections.map((section) => section.body))
    .flatMap((body) => body.replace(/[#*|`>_-]/g, ' ').match(/[^.!?]+[.!?]/g) ?? [])
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.split(' ').length >= 6);
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)] as T;

  const existing = (await db.$count(knowledgeChunks)) as number;
  const filler = Math.max(0, target - existing);
  for (let d = 0; d < FILLER_DOCUMENTS && filler > 0; d++) {
    const jurisdictions = d % 4 === 0 ? ['federal'] : [pick(states)];
    const bytes = Buffer.from(`filler document ${d}`);
    const [file] = await db
      .insert(storedFiles)
      .values({ mimeType: 'application/pdf', size: bytes.length, sha256: `filler-${d}`, bytes })
      .returning();
    const [document] = await db
      .insert(knowledgeDocuments)
      .values({
        filename: `filler-${d}.pdf`,
        fileType: 'application/pdf',
        fileSize: bytes.length,
        sha256: `filler-${d}`,
        fileId: file!.id,
        jurisdictions,
        status: 'ready',
      })
      .returning();
    const count = Math.floor(filler / FILLER_DOCUMENTS) + (d < filler % FILLER_DOCUMENTS ? 1 : 0);
    for (let i = 0; i < count; i += 500) {
      const rows = Array.from({ length: Math.min(500, count - i) }, (_, j) => ({
        source: 'document' as const,
        documentId: document!.id,
        pageStart: Math.floor((i + j) / 3) + 1,
        pageEnd: Math.floor((i + j) / 3) + 1,
        heading: pick(sentences).split(' ').slice(0, 6).join(' '),
        body: Array.from({ length: 8 + Math.floor(random() * 10) }, () => pick(sentences)).join(' '),
        jurisdictions,
        position: i + j,
      }));
      await db.insert(knowledgeChunks).values(rows);
    }
  }
}
