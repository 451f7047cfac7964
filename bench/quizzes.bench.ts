// One learner with 200 closed attempts of 50 questions (10,000 scored answers) and a practice exam in progress:
// p95 latency of the calls a learner makes most, over real HTTP on loopback, one request at a time.
// Usage: npx tsx bench/quizzes.bench.ts (BENCH_DATABASE_URL=postgres://... uses PostgreSQL).
// Target (our own; issue 7 names none): p95 under 30 ms for every call.
import { loadContentPack } from '../src/server/content/load-content-pack';
import { readContentPack } from '../src/server/content/read-content-pack';
import { quizAttemptItems, quizAttempts, type TAskedQuestion } from '../src/server/db/schema';
import { startExam } from '../src/server/modules/quizzes/exam.service';
import { tallyByTopic } from '../src/server/modules/quizzes/scoring';
import { coreTopics } from '../src/shared/domain/topics';
import { openBenchDatabase, recordBench, serveForBench } from './bench-kit';

const ATTEMPTS = 200;
const QUESTIONS = 50;
const SAMPLES = 300;
const { database, learner, cleanup } = await openBenchDatabase('quizzes');
await loadContentPack(database.db, readContentPack(), new Date());

const asked = (n: number): TAskedQuestion => ({
  questionId: `bench-q-${n % 700}`,
  topic: coreTopics[n % coreTopics.length]!.id,
  type: 'multiple_choice',
  question: `Question ${n}: which option is right?`,
  options: ['One', 'Two', 'Three', 'Four'],
  answer: 'Two',
  details: {},
  explanation: 'Two is right because the label says so.',
});
const now = Date.now();
for (let a = 0; a < ATTEMPTS; a++) {
  const closedAt = new Date(now - (ATTEMPTS - a) * 3_600_000);
  const items = Array.from({ length: QUESTIONS }, (_, position) => ({
    position,
    asked: asked(a * QUESTIONS + position),
    answer: position % 3 === 0 ? 'One' : 'Two',
    isCorrect: position % 3 !== 0,
  }));
  const [attempt] = await database.db
    .insert(quizAttempts)
    .values({
      userId: learner.id,
      mode: a % 4 === 0 ? 'exam' : 'quiz',
      title: `Attempt ${a}`,
      passingPercent: 70,
      questionCount: QUESTIONS,
      startedAt: new Date(closedAt.getTime() - 1_800_000),
      closedAt,
      status: 'submitted',
      score: (a * 37) % 101,
      correctCount: 25,
      topicResults: tallyByTopic(items),
    })
    .returning();
  await database.db.insert(quizAttemptItems).values(items.map((item) => ({ ...item, attemptId: attempt!.id })));
}
const exam = await startExam(database.db, learner.id, 'national-core', new Date());

const server = await serveForBench(database, learner.id);
const rows = [
  await server.time('progress: trend, readiness by topic, weak topics', '/_api/progress', SAMPLES),
  await server.time('history: page 5 of 20', '/_api/attempts?page=5&limit=10', SAMPLES),
  await server.time('exam session (reload)', `/_api/exams/session?attemptId=${exam.attemptId}`, SAMPLES),
  await server.time('save one exam answer', '/_api/exams/answer', SAMPLES, (i) => ({
    attemptId: exam.attemptId,
    position: i % QUESTIONS,
    answer: exam.questions[i % QUESTIONS]!.options?.[0] ?? '12',
  })),
];
await server.close();
await cleanup();
recordBench(
  `quizzes-${database.engine}`,
  `${database.engine}, ${ATTEMPTS} attempts x ${QUESTIONS} answers, ${SAMPLES} sequential requests each`,
  { engine: database.engine, attempts: ATTEMPTS, questionsPerAttempt: QUESTIONS, samples: SAMPLES, rows },
);
