// The tutor's evaluation (issue 14) on the content pack: learner-style rewordings (bench/fixtures, written for the
// retrieval bench) and a sample of bank questions, each with a known answer and the lesson section that teaches it,
// plus the fixture's off-topic questions. The question's own explanation is left out of retrieval, or the bank
// would answer itself. Reports, for the offline engine through the real chat call:
//   citations right: a cited passage is (or explains) the teaching section;
//   answer right: the key (an option's text or the number) appears in the answer;
//   direct answer right: the key appears in the answer's first paragraph, before the evidence (issue 26);
//   refusals right: every off-topic question is refused, and no on-topic one is;
//   jurisdictions: no cited passage outside the learner's jurisdictions;
//   first content: time to the first {"content"} event, measured over HTTP.
// Then the calculator's question set (tutor-calculations.ts): "calculations: N of M exact", target all.
// Then the same measures on public-domain documents uploaded in the run (tutor-documents.ts).
// Usage: npm run bench:tutor (BENCH_DATABASE_URL=postgres://... uses PostgreSQL; OPENAI_BASE_URL, OPENAI_API_KEY and
// OPENAI_MODEL evaluate that model instead of the offline engine). Targets offline: citations >= 0.90, refusals 1.0,
// no citation outside the jurisdictions.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { buildApp } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { searchKnowledge } from '../src/server/modules/knowledge/retrieval';
import { seedPlatformSettings } from '../src/server/modules/platform/platform.service';
import { openIndexedPack, percentile } from './retrieval-kit';
import { evaluateCalculations } from './tutor-calculations';
import { evaluateDocuments } from './tutor-documents';
import { askTutor, r3 } from './tutor-kit';

const bankSample = 60;
const { database, pack, cleanup } = await openIndexedPack('tutor');
const db = database.db;
await seedPlatformSettings(db);
let excluded: string[] = [];
// OPENAI_BASE_URL, OPENAI_API_KEY and OPENAI_MODEL, when set, put the model engine behind the chat call.
const { OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL } = process.env;
const config = readConfig({
  NODE_ENV: 'test',
  WEB_DIST_DIR: 'dist/does-not-exist',
  ...(OPENAI_BASE_URL && { OPENAI_BASE_URL }),
  ...(OPENAI_API_KEY && { OPENAI_API_KEY }),
  ...(OPENAI_MODEL && { OPENAI_MODEL }),
});
const tutorEngine = config.tutorModel ? `model ${config.tutorModel.model}` : 'offline';
const app = await buildApp({
  config,
  database,
  logger: false,
  retriever: (database, request) =>
    searchKnowledge(database, { ...request, excludeQuestionIds: [...(request.excludeQuestionIds ?? []), ...excluded] }),
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

interface TCase {
  id: string;
  text: string;
  section: string | null;
  answer: string | null;
  states: string[];
}

async function ask(item: TCase) {
  excluded = [item.id];
  return askTutor(db, address, item.text, item.states);
}

const lessonStates = new Map(pack.lessons.map((lesson) => [lesson.id, lesson.jurisdictions]));
const keyOf = (q: (typeof pack.questions)[number]) => {
  const answer = (q as { answer?: unknown }).answer;
  if (typeof answer === 'number') return String(answer);
  if (typeof answer === 'string' && answer.split(/\s+/).length <= 6 && !/^(true|false)$/i.test(answer)) return answer;
  return null;
};
const caseOf = (q: (typeof pack.questions)[number], text: string): TCase => ({
  id: q.id,
  text,
  section: q.section,
  answer: keyOf(q),
  states: [...q.jurisdictions, ...(lessonStates.get(q.section.split('#')[0] ?? '') ?? [])],
});
const fixture = parse(readFileSync(path.join(import.meta.dirname, 'fixtures/retrieval-rewordings.yaml'), 'utf8')) as {
  rewordings: { question: string; text: string }[];
  offTopic: string[];
};
const byId = new Map(pack.questions.map((q) => [q.id, q]));
const step = Math.max(1, Math.floor(pack.questions.length / bankSample));
const onTopic: TCase[] = [
  ...fixture.rewordings.map((r) => caseOf(byId.get(r.question)!, r.text)),
  ...pack.questions
    .filter((_, index) => index % step === 0)
    .slice(0, bankSample)
    .map((q) => caseOf(q, q.question)),
];
const offTopic: TCase[] = fixture.offTopic.map((text, index) => ({
  id: `off-${index}`,
  text,
  section: null,
  answer: null,
  states: ['texas', 'florida', 'california'],
}));

let citedRight = 0;
let answered = 0;
let withKey = 0;
let keyRight = 0;
let keyFirst = 0;
let outsideJurisdiction = 0;
const latencies: number[] = [];
const misses: string[] = [];
for (const item of onTopic) {
  const reply = await ask(item);
  if (reply.firstContentMs !== null) latencies.push(reply.firstContentMs);
  outsideJurisdiction += reply.outside;
  if (reply.refused) {
    misses.push(`refused ${item.id}: ${item.text}`);
    continue;
  }
  answered += 1;
  const section = `/course/lessons/${item.section}`;
  if (reply.citations.some((c) => c.url === section)) citedRight += 1;
  else misses.push(`citation ${item.id}: ${item.text}`);
  if (item.answer) {
    withKey += 1;
    const key = item.answer.toLowerCase();
    if (reply.content.toLowerCase().includes(key)) keyRight += 1;
    if ((reply.content.split('\n\n')[0] ?? '').toLowerCase().includes(key)) keyFirst += 1;
    else misses.push(`not first ${item.id}: ${item.text}`);
  }
}
let refusedRight = 0;
for (const item of offTopic) {
  const reply = await ask(item);
  if (reply.firstContentMs !== null) latencies.push(reply.firstContentMs);
  if (reply.refused && reply.citations.length === 0) refusedRight += 1;
  else misses.push(`answered off-topic: ${item.text}`);
}
latencies.sort((a, b) => a - b);
const summary = {
  date: new Date().toISOString(),
  engine: database.engine,
  tutorEngine,
  onTopicQuestions: onTopic.length,
  offTopicQuestions: offTopic.length,
  answered: answered,
  citationsRight: r3(citedRight / onTopic.length),
  citationsRightOfAnswered: r3(citedRight / Math.max(1, answered)),
  answerKeyPresent: r3(keyRight / Math.max(1, withKey)),
  directAnswerRight: r3(keyFirst / Math.max(1, withKey)),
  questionsWithShortKey: withKey,
  refusalsRight: r3(refusedRight / offTopic.length),
  onTopicRefused: onTopic.length - answered,
  citationsOutsideJurisdictions: outsideJurisdiction,
  firstContentMs: {
    p50: r3(percentile(latencies, 0.5)),
    p95: r3(percentile(latencies, 0.95)),
    max: r3(latencies.at(-1) ?? 0),
  },
};
console.log(JSON.stringify(summary, null, 2));
if (process.env.BENCH_SHOW_MISSES) for (const miss of misses) console.log(`  ${miss}`);

excluded = [];
const calculations = await evaluateCalculations(db, address);
console.log(JSON.stringify({ calculations: calculations.summary }, null, 2));
if (process.env.BENCH_SHOW_MISSES) for (const miss of calculations.misses) console.log(`  ${miss}`);

// Then the public-domain documents, uploaded through the real call beside the pack.
const documents = await evaluateDocuments(db, address);
console.log(JSON.stringify({ documents: documents.summary }, null, 2));
if (process.env.BENCH_SHOW_MISSES) for (const miss of documents.misses) console.log(`  ${miss}`);
const resultsDir = path.join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, `tutor-${database.engine}.json`),
  `${JSON.stringify(
    {
      ...summary,
      misses,
      calculations: { ...calculations.summary, misses: calculations.misses },
      documents: { ...documents.summary, misses: documents.misses },
    },
    null,
    2,
  )}\n`,
);
app.server.closeAllConnections();
await app.close();
await cleanup();
