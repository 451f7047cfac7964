// One learner with 10,000 cards: p95 latency of the manager's list call (search and filters) and of the review
// queue, over real HTTP on loopback, one request at a time. Usage: npx tsx bench/flashcards.bench.ts
// (BENCH_DATABASE_URL=postgres://... uses PostgreSQL). Target (issue 6): p95 under 30 ms for both calls.
import { userFlashcards } from '../src/server/db/schema';
import { coreTopics } from '../src/shared/domain/topics';
import { openBenchDatabase, recordBench, serveForBench } from './bench-kit';

const CARDS = 10_000;
const SAMPLES = 300;
const { database, learner, cleanup } = await openBenchDatabase('cards');

const words = ['label', 'pest', 'drift', 'nozzle', 'residue', 'aphid', 'weed', 'spill', 'glove', 'record'];
const now = Date.now();
for (let i = 0; i < CARDS; i += 1000) {
  await database.db.insert(userFlashcards).values(
    Array.from({ length: 1000 }, (_, j) => {
      const n = i + j;
      const reviewed = n % 3 !== 0;
      return {
        userId: learner.id,
        front: `Card ${n} about ${words[n % words.length]} and ${words[(n * 7) % words.length]}`,
        back: `Answer ${n}: ${words[(n * 3) % words.length]}`,
        tags: [coreTopics[n % coreTopics.length]!.name],
        state: reviewed ? ('review' as const) : ('new' as const),
        intervalDays: reviewed ? 1 + (n % 30) : 0,
        dueAt: new Date(now + ((n % 20) - 5) * 86_400_000),
        createdAt: new Date(now - n * 60_000),
      };
    }),
  );
}
const server = await serveForBench(database, learner.id);
const rows = [
  await server.time(
    'list: page 3, search "drift", topic filter',
    '/_api/flashcards?page=3&limit=10&search=drift&coreTopics=environmental-protection,ipm',
    SAMPLES,
  ),
  await server.time(
    'list: page 1, tag filter',
    `/_api/flashcards?page=1&limit=10&tags=${encodeURIComponent('Label & Labeling')}`,
    SAMPLES,
  ),
  await server.time('review queue', '/_api/flashcards/review-queue', SAMPLES),
];
await server.close();
await cleanup();
recordBench(
  `flashcards-${database.engine}`,
  `${database.engine}, ${CARDS} cards, ${SAMPLES} sequential requests each`,
  {
    engine: database.engine,
    cards: CARDS,
    samples: SAMPLES,
    rows,
  },
);
