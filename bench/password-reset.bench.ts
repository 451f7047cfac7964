// Times POST /_api/auth/request-password-reset for registered and unregistered addresses, interleaved in one run, and
// prints both medians side by side: a gap between them tells a stranger which addresses have an account.
// Usage: npx tsx bench/password-reset.bench.ts [-- --samples 300]; BENCH_DATABASE_URL=postgres://... uses PostgreSQL.
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { users } from '../src/server/db/schema';
import { openBenchDatabase, recordBench, type TBenchRow } from './bench-kit';

const { values } = parseArgs({ options: { samples: { type: 'string', default: '300' } } });
const samples = Number(values.samples);
const WARM_UP = 20;
const total = samples + WARM_UP;

const { database, cleanup } = await openBenchDatabase('password-reset');
const run = Date.now().toString(36);
const knownEmail = (i: number) => `known-${run}-${i}@bench.test`;
const unknownEmail = (i: number) => `unknown-${run}-${i}@bench.test`;
// One account per call, so the per-account limit never answers 429 instead of doing the work being timed.
await database.db
  .insert(users)
  .values(Array.from({ length: total }, (_, i) => ({ email: knownEmail(i), displayName: `Bench ${i}` })));

// Each call comes from its own forwarded address, for the same reason with the per-address limit.
const config = readConfig({ WEB_DIST_DIR: 'dist/none', TRUST_PROXY: 'true' });
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

async function timeOne(email: string, clientIp: string) {
  const start = performance.now();
  const response = await fetch(`${address}/_api/auth/request-password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${email}: ${response.status}`);
  return performance.now() - start;
}

const known: number[] = [];
const unknown: number[] = [];
// Interleaved, so that a slow moment of the machine lands on both kinds alike.
for (let i = 0; i < total; i++) {
  const knownMs = await timeOne(knownEmail(i), `10.${Math.floor(i / 250)}.${i % 250}.1`);
  const unknownMs = await timeOne(unknownEmail(i), `10.${Math.floor(i / 250)}.${i % 250}.2`);
  if (i < WARM_UP) continue;
  known.push(knownMs);
  unknown.push(unknownMs);
}

function summarize(name: string, times: number[]): TBenchRow {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.floor(q * (sorted.length - 1))]! * 10) / 10;
  return { name, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
}
const rows = [summarize('registered address', known), summarize('unregistered address', unknown)];
console.log(`median: registered ${rows[0]!.p50Ms} ms, unregistered ${rows[1]!.p50Ms} ms`);
recordBench(
  `password-reset-${database.engine}`,
  `request-password-reset, ${samples} calls of each kind (${database.engine})`,
  { engine: database.engine, samples, rows },
);

await app.close();
await cleanup();
