// Retrieval latency with the learner's jurisdiction filter: the content pack's index plus filler passages up to
// 10,000 chunks on PGlite and 100,000 on PostgreSQL, then searchKnowledge timed one call at a time with bank
// questions as queries (federal plus one state, as the tutor asks), after a warm-up.
// Usage: npm run bench:retrieval-latency (BENCH_DATABASE_URL=postgres://... uses PostgreSQL; BENCH_CHUNKS=n changes
// the size). Target (issue 13): p95 under 50 ms.
import { knowledgeChunks } from '../src/server/db/schema';
import { searchKnowledge } from '../src/server/modules/knowledge/retrieval';
import { recordBench } from './bench-kit';
import { addFillerPassages, openIndexedPack, percentile } from './retrieval-kit';

const SAMPLES = 300;
const WARM_UP = 20;
const { database, pack, cleanup } = await openIndexedPack('retrieval-latency');
const db = database.db;
const target = Number(process.env.BENCH_CHUNKS ?? (database.engine === 'postgres' ? 100_000 : 10_000));

const started = performance.now();
await addFillerPassages(db, pack, target);
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
