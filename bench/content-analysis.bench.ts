// Item analysis at scale (issue 16): LEARNERS students x ATTEMPTS closed attempts x QUESTIONS answers over the real
// question bank; times the admin's item analysis (all topics, one topic) and the report list, one request at a time.
// Usage: npx tsx bench/content-analysis.bench.ts (BENCH_DATABASE_URL=postgres://... uses PostgreSQL).
// Target (our own): p95 under 1 s for the whole bank at 100,000 answers; the query is one sequential scan by design
// (docs/decisions/021-item-analysis.md).
import { sql } from 'drizzle-orm';
import { loadContentPack } from '../src/server/content/load-content-pack';
import { readContentPack } from '../src/server/content/read-content-pack';
import { users } from '../src/server/db/schema';
import { openBenchDatabase, recordBench, serveForBench } from './bench-kit';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 1000);
const ATTEMPTS = 5;
const QUESTIONS = 20;
const SAMPLES = 20;
const { database, cleanup } = await openBenchDatabase('content-analysis');
const db = database.db;
await loadContentPack(db, readContentPack(), new Date());
const [admin] = await db
  .insert(users)
  .values({ email: `bench-admin-${Date.now()}@example.test`, displayName: 'Admin', role: 'admin' })
  .returning();

// Seeded in SQL: a learner's strength (k mod 10) decides how many of their answers are right.
await db.execute(sql`
  insert into users (email, display_name, role, purchase_status)
  select 'bench-learner-' || g || '@example.test', 'Learner ' || g, 'student', 'completed'
  from generate_series(1, ${LEARNERS}) g`);
await db.execute(sql`
  insert into quiz_attempts (user_id, mode, title, passing_percent, question_count, status, closed_at, score)
  select u.id, 'quiz', 'Bench', 70, ${QUESTIONS}, 'submitted', now(), 50
  from users u cross join generate_series(1, ${ATTEMPTS}) a where u.email like 'bench-learner-%'`);
await db.execute(sql`
  with bank as (select q.*, row_number() over (order by q.id) - 1 as n, count(*) over () as total from questions q),
  slots as (
    select a.id as attempt_id, a.user_id, p as position,
      (mod(abs(hashtext(a.id::text)::bigint), 100000) + p * 7919) as pick
    from quiz_attempts a cross join generate_series(0, ${QUESTIONS - 1}) p where a.title = 'Bench')
  insert into quiz_attempt_items (attempt_id, position, asked, answer, is_correct)
  select s.attempt_id, s.position,
    jsonb_build_object('questionId', b.id, 'topic', b.topic, 'type', b.type, 'question', b.question,
      'options', b.options, 'answer', b.answer, 'details', b.details, 'explanation', b.explanation),
    case when (s.user_id % 10) > (s.pick % 10) then b.answer #>> '{}' else coalesce(b.options->>0, 'x') end,
    (s.user_id % 10) > (s.pick % 10)
  from slots s join bank b on b.n = s.pick % b.total`);

const server = await serveForBench(database, admin!.id);
const rows = [
  await server.time('item analysis, whole bank, page 1 by flags', '/_api/admin/content/items', SAMPLES),
  await server.time(
    'item analysis, one topic, by share correct',
    '/_api/admin/content/items?topic=ppe&sortBy=pValue',
    SAMPLES,
  ),
  await server.time('open reports, page 1', '/_api/admin/content/reports', SAMPLES),
];
await server.close();
await cleanup();
const answers = LEARNERS * ATTEMPTS * QUESTIONS;
recordBench(
  `content-analysis-${database.engine}`,
  `${database.engine}, ${LEARNERS} learners x ${ATTEMPTS} attempts x ${QUESTIONS} answers (${answers}), ${SAMPLES} sequential requests each`,
  { engine: database.engine, learners: LEARNERS, answers, samples: SAMPLES, rows },
);
