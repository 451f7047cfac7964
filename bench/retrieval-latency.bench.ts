// Retrieval latency with the learner's jurisdiction filter: the content pack's index plus filler passages up to
// 10,000 chunks on PGlite and 100,000 on PostgreSQL, then searchKnowledge timed one call at a time with bank
// questions as queries (federal plus one state, as the tutor asks), after a warm-up.
// Usage: npm run bench:retrieval-latency (BENCH_DATABASE_URL=postgres://... uses PostgreSQL; BENCH_CHUNKS=n changes
// the size). Target (issue 13): p95 under 50 ms.
import { knowledgeChunks, knowledgeDocuments, storedFiles } from '../src/server/db/schema';
import { searchKnowledge } from '../src/server/modules/knowledge/retrieval';
import { recordBench } from './bench-kit';
import { openIndexedPack, percentile } from './retrieval-kit';

const SAMPLES = 300;
const WARM_UP = 20;
const DOCUMENTS = 100;
const { database, pack, cleanup } = await openIndexedPack('retrieval-latency');
const db = database.db;
const target = Number(process.env.BENCH_CHUNKS ?? (database.engine === 'postgres' ? 100_000 : 10_000));

// Filler that reads like the knowledge base: passages stitched from the pack's own sentences, in documents tagged
// federal (a quarter) or one of the fifty states, so the filter has real work to do.
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
const started = performance.now();
for (let d = 0; d < DOCUMENTS && filler > 0; d++) {
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
  const count = Math.floor(filler / DOCUMENTS) + (d < filler % DOCUMENTS ? 1 : 0);
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
const chunks = (await db.$count(knowledgeChunks)) as number;
console.log(
  `engine ${database.engine}: ${chunks} chunks (${Math.round((performance.now() - started) / 1000)} s to add filler)`,
);

const queries = pack.questions.filter((_, i) => i % 3 === 0).map((q) => q.question);
const firstStarted = performance.now();
await searchKnowledge(db, { query: queries[0]!, jurisdictions: ['federal', 'texas'] });
const firstMs = Math.round(performance.now() - firstStarted);

async function time(name: string, query: (i: number) => Parameters<typeof searchKnowledge>[1]) {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES + WARM_UP; i++) {
    const start = performance.now();
    await searchKnowledge(db, query(i));
    if (i >= WARM_UP) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(percentile(times, q) * 10) / 10;
  return { name, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
}

const rows = [
  await time('bank question, federal + texas, limit 8', (i) => ({
    query: queries[i % queries.length]!,
    jurisdictions: ['federal', 'texas'],
  })),
  await time('bank question, federal + state-7, limit 5, exam exclusions', (i) => ({
    query: queries[(i * 7) % queries.length]!,
    jurisdictions: ['federal', 'state-7'],
    limit: 5,
    excludeQuestionIds: pack.questions.slice(0, 50).map((q) => q.id),
  })),
  await time('short learner question ("what does REI mean"), federal + florida', () => ({
    query: 'what does REI mean',
    jurisdictions: ['federal', 'florida'],
  })),
];
recordBench(
  `retrieval-latency-${database.engine}`,
  `searchKnowledge on ${database.engine}, ${chunks} chunks (first search, with the term statistics: ${firstMs} ms)`,
  { engine: database.engine, chunks, firstSearchMs: firstMs, rows },
);
await cleanup();
