// Measures GET /_api/auth/session for a signed-in user beside a route that does nothing, in one run on one
// machine, so the difference is the cost of our session lookup and contract layer rather than of the box.
// Usage: npm run bench [-- --duration 10 --connections 10]; BENCH_DATABASE_URL=postgres://... uses PostgreSQL.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { connectPglite, connectPostgres } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { createSession } from '../src/server/modules/auth/sessions.service';
import { seedPlatformSettings } from '../src/server/modules/platform/platform.service';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const postgresUrl = process.env.BENCH_DATABASE_URL;
const database = postgresUrl ? connectPostgres(postgresUrl) : connectPglite(dataDir);
await database.migrate();
await seedPlatformSettings(database.db);

const [user] = await database.db
  .insert(users)
  .values({ email: `bench-${Date.now()}@example.test`, displayName: 'Bench', passwordHash: null })
  .returning();
const cookie = `session=${await createSession(database.db, user!.id)}`;

const app = await buildApp({ config: readConfig({ WEB_DIST_DIR: 'dist/none' }), database, logger: false });
// Outside /_api on purpose: no session lookup, no contract, only Fastify answering.
app.get('/bench-noop', async () => ({ ok: true }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });

async function measure(name: string, url: string, headers: Record<string, string>) {
  const result = await autocannon({ url: `${address}${url}`, connections, duration, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { name, requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99 };
}

const rows = [
  await measure('noop route (baseline)', '/bench-noop', {}),
  await measure('GET /_api/auth/session, signed in', '/_api/auth/session', { cookie }),
];

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const record = {
  date: new Date().toISOString(),
  engine: database.engine,
  node: process.version,
  cpus: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown'}`,
  connections,
  durationSeconds: duration,
  rows,
};
const resultsDir = path.join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, `session-${database.engine}.json`), `${JSON.stringify(record, null, 2)}\n`);

console.log(`\n${record.engine}, ${connections} connections, ${duration} s each, ${record.cpus}`);
console.log('| route | requests/s | p99 latency (ms) |\n|---|---:|---:|');
for (const row of rows) console.log(`| ${row.name} | ${row.requestsPerSecond} | ${row.p99Ms} |`);
