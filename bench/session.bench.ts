// Measures the signed-in GET /_api/auth/session beside GET /_api/health in one run on one machine. Both go through
// the same plugins (security headers, cookie parsing, session hook, contract binding) and both ask the database one
// question, so the gap between them is the cost of our session lookup and response shaping, not of the box.
// The load generator (autocannon's CLI) runs in its own process, so it does not take CPU from the server's thread.
// Usage: npm run bench [-- --duration 10 --connections 50 --label after]; BENCH_DATABASE_URL=postgres://... uses
// PostgreSQL.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { buildApp } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { connectPglite, connectPostgres } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { createSession } from '../src/server/modules/auth/sessions.service';
import { seedPlatformSettings } from '../src/server/modules/platform/platform.service';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    label: { type: 'string', default: 'latest' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const postgresUrl = process.env.BENCH_DATABASE_URL;
const database = postgresUrl ? connectPostgres(postgresUrl) : connectPglite(dataDir);
await database.migrate();
await seedPlatformSettings(database.db);

const [user] = await database.db
  .insert(users)
  .values({ email: `bench-${Date.now()}@example.test`, displayName: 'Bench', passwordHash: null })
  .returning();
const cookie = `session=${await createSession(database.db, user!.id, new Date())}`;

const app = await buildApp({ config: readConfig({ WEB_DIST_DIR: 'dist/none' }), database, logger: false });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

interface TAutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

/** One autocannon run in a child process; the server keeps answering on this process's event loop meanwhile. */
async function autocannon(url: string, seconds: number, headers: string[]): Promise<TAutocannonResult> {
  const args = [autocannonCli, '--json', '-c', String(connections), '-d', String(seconds)];
  for (const header of headers) args.push('-H', header);
  const { stdout } = await promisify(execFile)(process.execPath, [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as TAutocannonResult;
}

async function measure(name: string, url: string, headers: string[]) {
  await autocannon(`${address}${url}`, 2, headers); // warm-up: JIT, connection pool, prepared statements
  const result = await autocannon(`${address}${url}`, duration, headers);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

const rows = [
  await measure('GET /_api/health (baseline)', '/_api/health', []),
  await measure('GET /_api/auth/session, signed in', '/_api/auth/session', [`cookie=${cookie}`]),
];

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const [health, session] = rows;
const record = {
  date: new Date().toISOString(),
  label: values.label,
  engine: database.engine,
  node: process.version,
  cpus: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown'}`,
  connections,
  durationSeconds: duration,
  sessionShareOfHealth: Math.round((session!.requestsPerSecond / health!.requestsPerSecond) * 100) / 100,
  rows,
};
const resultsDir = path.join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
const file = `session-${database.engine}${values.label === 'latest' ? '' : `-${values.label}`}.json`;
writeFileSync(path.join(resultsDir, file), `${JSON.stringify(record, null, 2)}\n`);

console.log(`\n${record.engine}, ${connections} connections, ${duration} s each, ${record.cpus}`);
console.log('| route | requests/s | p50 (ms) | p99 (ms) |\n|---|---:|---:|---:|');
for (const row of rows) console.log(`| ${row.name} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} |`);
console.log(`session / health throughput: ${record.sessionShareOfHealth}`);
