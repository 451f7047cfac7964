// What the API benchmarks share: a fresh database (PGlite in a temporary folder, or BENCH_DATABASE_URL), the real
// app on loopback signed in as one user, sequential timing with warm-up, and results written to bench/results/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import superjson from 'superjson';
import { buildApp } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { connectPglite, connectPostgres } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { createSession } from '../src/server/modules/auth/sessions.service';
import { seedPlatformSettings } from '../src/server/modules/platform/platform.service';

const WARM_UP = 20;

export async function openBenchDatabase(name: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const database = postgresUrl ? connectPostgres(postgresUrl) : connectPglite(dataDir);
  await database.migrate();
  await seedPlatformSettings(database.db);
  const [learner] = await database.db
    .insert(users)
    .values({ email: `${name}-${Date.now()}@example.test`, displayName: 'Bench', purchaseStatus: 'completed' })
    .returning();
  return {
    database,
    learner: learner!,
    cleanup: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TBenchRow {
  name: string;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** The app on a loopback port, and a timer for calls made one at a time with the learner's session. */
export async function serveForBench(
  database: Awaited<ReturnType<typeof openBenchDatabase>>['database'],
  userId: number,
) {
  const cookie = `session=${await createSession(database.db, userId, new Date())}`;
  const app = await buildApp({ config: readConfig({ WEB_DIST_DIR: 'dist/none' }), database, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  /** p50, p95 and max of `samples` sequential calls; `body(i)` makes a POST with a superjson body. */
  async function time(name: string, url: string, samples: number, body?: (i: number) => unknown): Promise<TBenchRow> {
    const times: number[] = [];
    for (let i = 0; i < samples + WARM_UP; i++) {
      const start = performance.now();
      const response = await fetch(`${address}${url}`, {
        method: body ? 'POST' : 'GET',
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(superjson.serialize(body(i))) : undefined,
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: ${response.status}`);
      if (i >= WARM_UP) times.push(performance.now() - start); // the first calls warm up caches and the JIT
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.floor(q * (times.length - 1))]! * 10) / 10;
    return { name, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
  }

  return { time, close: () => app.close() };
}

/** Writes bench/results/<file>.json and prints the table to copy into bench/README.md. */
export function recordBench(file: string, heading: string, record: Record<string, unknown> & { rows: TBenchRow[] }) {
  const resultsDir = path.join(import.meta.dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const full = { date: new Date().toISOString(), ...record };
  writeFileSync(path.join(resultsDir, `${file}.json`), `${JSON.stringify(full, null, 2)}\n`);
  console.log(`\n${heading}`);
  console.log('| call | p50 (ms) | p95 (ms) | max (ms) |\n|---|---:|---:|---:|');
  for (const row of record.rows) console.log(`| ${row.name} | ${row.p50Ms} | ${row.p95Ms} | ${row.maxMs} |`);
}
