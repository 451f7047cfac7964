// Usage analytics at 10,000 learners and a year of activity (issue 16): p50/p95 of the page's two calls for each
// range, over real HTTP on loopback, one request at a time, timed by a separate process (this file run with
// --measure) so the timer does not share the server's event loop.
// Usage: npm run bench:analytics (BENCH_DATABASE_URL=postgres://... uses PostgreSQL). `-- --reuse DIR` keeps PGlite's
// seeded data in DIR and measures it again next time without seeding (the seed takes minutes on PGlite), so two
// versions of the code can be measured on the same rows; with BENCH_DATABASE_URL the database is simply kept.
// Target (our own): p95 under 500 ms for every call on both engines, so the page is usable at once.
import { execFile } from 'node:child_process';
import { parseArgs, promisify } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { readConfig } from '../src/server/config';
import * as schema from '../src/server/db/schema';
import { createSession } from '../src/server/modules/auth/sessions.service';
import { openReusableDatabase } from './analytics-reuse';
import { clearRollup, timeRollupPaths } from './analytics-rollup-timings';
import { seedYearOfActivity } from './analytics-seed';
import { openBenchDatabase, recordBench, type TBenchRow } from './bench-kit';

const { values } = parseArgs({
  options: { measure: { type: 'string' }, samples: { type: 'string', default: '30' }, reuse: { type: 'string' } },
  allowPositionals: true,
});
const WARM_UP = 3;

/** The measuring process: times each path sequentially and prints the rows as JSON. */
async function measure(spec: { base: string; cookie: string; samples: number; calls: [string, string][] }) {
  const rows: TBenchRow[] = [];
  for (const [name, url] of spec.calls) {
    const times: number[] = [];
    for (let i = 0; i < spec.samples + WARM_UP; i++) {
      const start = performance.now();
      const response = await fetch(`${spec.base}${url}`, { headers: { cookie: spec.cookie } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: ${response.status}`);
      if (i >= WARM_UP) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.floor(q * (times.length - 1))]! * 10) / 10;
    rows.push({ name, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) });
  }
  process.stdout.write(JSON.stringify(rows));
}

if (values.measure) {
  await measure(JSON.parse(values.measure));
} else {
  const samples = Number(values.samples);
  const { database, learner, cleanup, seeded } = values.reuse
    ? await openReusableDatabase(values.reuse)
    : { ...(await openBenchDatabase('analytics')), seeded: false };
  const seedStart = performance.now();
  if (!seeded) await seedYearOfActivity(database.db);
  const seedSeconds = seeded ? null : Math.round((performance.now() - seedStart) / 100) / 10;
  const volume: Record<string, number> = {};
  for (const [name, table] of Object.entries({
    users: schema.users,
    purchases: schema.purchases,
    quizAttempts: schema.quizAttempts,
    quizAttemptItems: schema.quizAttemptItems,
    flashcardReviews: schema.flashcardReviews,
    tutorMessages: schema.tutorMessages,
    lessonProgress: schema.lessonProgress,
    analyticsEvents: schema.analyticsEvents,
  })) {
    const [row] = await database.db.select({ n: count() }).from(table);
    volume[name] = row!.n;
  }
  console.log(seeded ? 'reused the seeded data' : `seeded in ${seedSeconds} s`, volume);

  await database.db.execute(sql`update users set role = 'admin' where id = ${learner.id}`);
  // A reused database starts with nothing rolled up, like a fresh one: the warm-up calls fill the roll-up.
  await clearRollup(database.db);
  const cookie = `session=${await createSession(database.db, learner.id, new Date())}`;
  const app = await buildApp({ config: readConfig({ WEB_DIST_DIR: 'dist/none' }), database, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const calls: [string, string][] = [];
  for (const range of [7, 30, 90]) {
    calls.push([`overview, ${range} days`, `/_api/admin/analytics?range=${range}&timeZone=America/Chicago`]);
    calls.push([`abuse flags, ${range} days`, `/_api/admin/analytics/abuse?range=${range}&timeZone=America/Chicago`]);
  }
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'bench/analytics.bench.ts',
      '--measure',
      JSON.stringify({ base, cookie, samples, calls }),
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const rows = JSON.parse(stdout) as TBenchRow[];
  rows.push(...(await timeRollupPaths(database.db, Math.min(samples, 5))));
  await app.close();
  await cleanup();
  recordBench(
    `analytics-${database.engine}`,
    `${database.engine}, 10,000 learners, a year of activity, ${samples} sequential requests each`,
    {
      engine: database.engine,
      samples,
      seedSeconds,
      volume,
      rows,
    },
  );
}
