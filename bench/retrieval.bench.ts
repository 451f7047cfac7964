// Retrieval quality on the gold set the pack gives for free: every bank question names the lesson section that
// teaches it. Search with the question's text (its own explanation chunk excluded, or the test would be trivial) and
// count a hit when one of the top 5 is a lesson chunk of that section; recall@5 and MRR overall and per topic. Then
// the same for learner-style rewordings (bench/fixtures/retrieval-rewordings.yaml) and the relevance verdict on
// off-topic questions.
// Usage: npm run bench:retrieval (BENCH_DATABASE_URL=postgres://... uses PostgreSQL). Target: recall@5 >= 0.90.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { searchKnowledge } from '../src/server/modules/knowledge/retrieval';
import { learnerJurisdictions, openIndexedPack } from './retrieval-kit';

const K = 5;
const { database, pack, indexed, cleanup } = await openIndexedPack('retrieval');
const db = database.db;
console.log(`engine ${database.engine}; index: ${JSON.stringify(indexed)}`);

interface TCase {
  id: string;
  topic: string;
  text: string;
  section: string;
  jurisdictions: string[];
  excludeQuestionIds: string[];
}

async function rankOf(item: TCase) {
  const [lessonId, sectionId] = item.section.split('#');
  const result = await searchKnowledge(db, {
    query: item.text,
    jurisdictions: learnerJurisdictions(item.jurisdictions),
    limit: K,
    excludeQuestionIds: item.excludeQuestionIds,
  });
  const at = result.hits.findIndex(
    (hit) =>
      hit.citation.kind === 'lesson' && hit.citation.lessonId === lessonId && hit.citation.sectionId === sectionId,
  );
  return {
    rank: at < 0 ? null : at + 1,
    relevant: result.relevant,
    topScore: result.topScore,
    topCoverage: result.topCoverage,
  };
}

async function measure(label: string, cases: TCase[]) {
  const byTopic = new Map<string, { n: number; found: number; rr: number }>();
  const misses: string[] = [];
  let notRelevant = 0;
  const started = performance.now();
  for (const item of cases) {
    const { rank, relevant } = await rankOf(item);
    if (!relevant) notRelevant += 1;
    const topic = byTopic.get(item.topic) ?? { n: 0, found: 0, rr: 0 };
    topic.n += 1;
    if (rank !== null) {
      topic.found += 1;
      topic.rr += 1 / rank;
    } else misses.push(`${item.id}: ${item.text.slice(0, 90)}`);
    byTopic.set(item.topic, topic);
  }
  const n = cases.length;
  const found = [...byTopic.values()].reduce((sum, t) => sum + t.found, 0);
  const rr = [...byTopic.values()].reduce((sum, t) => sum + t.rr, 0);
  const r3 = (x: number) => Math.round(x * 1000) / 1000;
  const summary = {
    label,
    questions: n,
    recallAt5: r3(found / n),
    mrr: r3(rr / n),
    judgedNotRelevant: notRelevant,
    msPerSearch: r3((performance.now() - started) / n),
    perTopic: Object.fromEntries(
      [...byTopic].map(([topic, t]) => [topic, { n: t.n, recallAt5: r3(t.found / t.n), mrr: r3(t.rr / t.n) }]),
    ),
  };
  console.log(`\n${label}: n=${n} recall@5=${summary.recallAt5} MRR=${summary.mrr} not relevant=${notRelevant}`);
  console.log('| topic | questions | recall@5 | MRR |\n|---|---:|---:|---:|');
  for (const [topic, t] of Object.entries(summary.perTopic))
    console.log(`| ${topic} | ${t.n} | ${t.recallAt5} | ${t.mrr} |`);
  if (process.env.BENCH_SHOW_MISSES) for (const miss of misses) console.log(`  miss ${miss}`);
  return { ...summary, misses };
}

// A learner meets a state category's questions only in that state: some are tagged federal (general knowledge) but
// taught in the state's lesson, so the learner's jurisdictions are the question's plus its lesson's.
const lessonJurisdictions = new Map(pack.lessons.map((lesson) => [lesson.id, lesson.jurisdictions]));
const bank: TCase[] = pack.questions.map((q) => ({
  id: q.id,
  topic: q.topic,
  text: q.question,
  section: q.section,
  jurisdictions: [...q.jurisdictions, ...(lessonJurisdictions.get(q.section.split('#')[0] ?? '') ?? [])],
  excludeQuestionIds: [q.id],
}));
const fixture = parse(readFileSync(path.join(import.meta.dirname, 'fixtures/retrieval-rewordings.yaml'), 'utf8')) as {
  rewordings: { question: string; text: string }[];
  offTopic: string[];
};
const byId = new Map(pack.questions.map((q) => [q.id, q]));
const reworded: TCase[] = fixture.rewordings.map((r) => {
  const q = byId.get(r.question);
  if (!q) throw new Error(`rewording of an unknown question ${r.question}`);
  return { ...bank.find((b) => b.id === q.id)!, text: r.text };
});

const bankResult = await measure('bank questions (own explanation excluded)', bank);
const rewordResult = await measure('learner rewordings', reworded);

// The relevance verdict: off-topic questions must come back not relevant; show the margin.
const offTopic = [];
for (const text of fixture.offTopic) {
  const result = await searchKnowledge(db, {
    query: text,
    jurisdictions: ['federal', 'texas', 'florida', 'california'],
  });
  offTopic.push({ text, relevant: result.relevant, topScore: result.topScore, topCoverage: result.topCoverage });
}
console.log(`\noff-topic judged relevant: ${offTopic.filter((o) => o.relevant).length} of ${offTopic.length}`);
for (const o of offTopic) {
  console.log(`  ${o.relevant ? 'RELEVANT' : 'not relevant'} score ${o.topScore} coverage ${o.topCoverage}: ${o.text}`);
}
// Calibration grid: the share of on-topic questions (bank and rewordings) judged relevant and off-topic questions
// judged not relevant, for thresholds on the best hit's coverage and score.
if (process.env.BENCH_CALIBRATE) {
  const onTopic = [];
  for (const item of [...bank, ...reworded]) onTopic.push(await rankOf(item));
  for (const minCoverage of [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6]) {
    for (const minScore of [0.5, 1, 1.5, 2, 2.5, 3]) {
      const pass = (o: { topScore: number; topCoverage: number }) =>
        o.topCoverage >= minCoverage && o.topScore >= minScore;
      const kept = onTopic.filter(pass).length / onTopic.length;
      const refused = offTopic.filter((o) => !pass(o)).length / offTopic.length;
      console.log(
        `coverage >= ${minCoverage} score >= ${minScore}: on-topic relevant ${kept.toFixed(3)}, off-topic refused ${refused.toFixed(3)}`,
      );
    }
  }
}

const resultsDir = path.join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, `retrieval-quality-${database.engine}.json`),
  `${JSON.stringify({ date: new Date().toISOString(), engine: database.engine, bank: bankResult, rewordings: rewordResult, offTopic }, null, 2)}\n`,
);
await cleanup();
