// One learner with 10,000 cards: p95 latency of the manager's list call (search and filters) and of the review
// queue, over real HTTP on loopback, one request at a time. Usage: npx tsx bench/flashcards.bench.ts
// (BENCH_DATABASE_URL=postgres://... uses PostgreSQL). Target (issue 6): p95 under 30 ms for both calls.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { connectPglite, connectPostgres } from '../src/server/db/client';
import { userFlashcards, users } from '../src/server/db/schema';
import { createSession } from '../src/server/modules/auth/sessions.service';
import { seedPlatformSettings } from '../src/server/modules/platform/platform.service';
import { coreTopics } from '../src/shared/domain/topics';

const CARDS = 10_000;
const SAMPLES = 300;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-cards-'));
const postgresUrl = process.env.BENCH_DATABASE_URL;
const database = postgresUrl ? connectPostgres(postgresUrl) : connectPglite(dataDir);
await database.migrate();
await seedPlatformSettings(database.db);

const [learner] = await database.db
  .insert(users)
  .values({ email: `cards-${Date.now()}@example.test`, displayName: 'Bench', purchaseStatus: 'completed' })
  .returning();
const words = ['label', 'pest', 'drift', 'nozzle', 'residue', 'aphid', 'weed', 'spill', 'glove', 'record'];
const now = Date.now();
for (let i = 0; i < CARDS; i += 1000) {
  await database.db.insert(userFlashcards).values(
    Array.from({ length: 1000 }, (_, j) => {
      const n = i + j;
      const reviewed = n % 3 !== 0;
      return {
        userId: learner!.id,
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
const cookie = `session=${await createSession(database.db, learner!.id)}`;
const app = await buildApp({ config: readConfig({ WEB_DIST_DIR: 'dist/none' }), database, logger: false });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

async function p95(name: string, url: string) {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES + 20; i++) {
    const start = performance.now();
    const response = await fetch(`${address}${url}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${name}: ${response.status}`);
    if (i >= 20) times.push(performance.now() - start); // the first 20 warm up caches and the JIT
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.floor(q * (times.length - 1))]! * 10) / 10;
  return { name, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
}

const rows = [
  await p95(
    'list: page 3, search "drift", topic filter',
    '/_api/flashcards?page=3&limit=10&search=drift&coreTopics=environmental-protection,ipm',
  ),
  await p95(
    'list: page 1, tag filter',
    `/_api/flashcards?page=1&limit=10&tags=${encodeURIComponent('Label & Labeling')}`,
  ),
  await p95('review queue', '/_api/flashcards/review-queue'),
];
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const record = { date: new Date().toISOString(), engine: database.engine, cards: CARDS, samples: SAMPLES, rows };
const resultsDir = path.join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, `flashcards-${database.engine}.json`), `${JSON.stringify(record, null, 2)}\n`);
console.log(`\n${database.engine}, ${CARDS} cards, ${SAMPLES} sequential requests each`);
console.log('| call | p50 (ms) | p95 (ms) | max (ms) |\n|---|---:|---:|---:|');
for (const row of rows) console.log(`| ${row.name} | ${row.p50Ms} | ${row.p95Ms} | ${row.maxMs} |`);
