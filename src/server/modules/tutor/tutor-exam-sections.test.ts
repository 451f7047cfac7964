import { beforeAll, describe, expect, it } from 'vitest';
import type { TExamSession } from '../../../shared/contract/quizzes';
import type { TTutorCitation } from '../../../shared/contract/tutor';
import { answerGraceMs } from '../../../shared/domain/quizzes';
import { tutorMessages } from '../../../shared/domain/tutor-texts';
import { userFlashcards } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { pinnedClock } from '../../test/clock';
import { cookieFor, createUser } from '../../test/factories';
import { indexContentPack } from '../knowledge/pack-index';
import { asksExamQuestion } from './exam-guard';
import { clearanceFact, examSections, examSectionsPack, greenhouseExam } from './exam-sections-test-pack';
import { askTutorAs } from './tutor-test-helpers';

// Issue L10: while a learner's timed exam runs, the tutor's retrieval for that learner leaves out the lesson sections
// that teach the exam's questions (and explanations citing them), so a reworded exam question finds nothing to answer
// from. The clock is pinned and the exam's draw seeded (the blueprint's bank is exactly its two questions).

const clock = pinnedClock('2026-03-02T15:00:00Z');
const ctx = setupTestApp({}, { contentPack: examSectionsPack, clock });
const db = () => ctx.database.db;

/** The clearance question as a learner might reword it: few of its words, so the pasted-question guard lets it by. */
const reworded = 'Which detector reading lets staff go back inside a house after fumigation?';
const examQuestion = examSectionsPack.questions.find((q) => q.id === 'fx-greenhouse-q-clearance')!.question;

beforeAll(async () => {
  await indexContentPack(db());
});

async function learner() {
  const user = await createUser(db(), { purchaseStatus: 'completed' });
  return { user, cookie: await cookieFor(db(), user, undefined, clock.now()) };
}
const post = (url: string, cookie: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: superjsonBody(payload) });
const ask = (cookie: string, message: string) => askTutorAs(ctx.app, cookie, message);
async function startExam(cookie: string) {
  const started = await post('/_api/exams/start', cookie, { blueprintId: greenhouseExam.id });
  if (started.statusCode !== 200) throw new Error(`${started.statusCode}: ${started.body}`);
  return readBody<TExamSession>(started);
}

const examUrls: string[] = [examSections.clearance, examSections.sealing];
const fromExamSections = (citations: TTutorCitation[]) => citations.filter((c) => examUrls.includes(c.url ?? ''));

function expectAnsweredFromClearance(reply: Awaited<ReturnType<typeof ask>>) {
  expect(reply.done?.refused).toBe(false);
  expect(reply.citations.map((c) => c.url)).toContain(examSections.clearance);
  expect(reply.content).toContain(clearanceFact);
}

function expectNotCovered(reply: Awaited<ReturnType<typeof ask>>) {
  expect(fromExamSections(reply.citations)).toEqual([]);
  expect(reply.content).not.toContain(clearanceFact);
  expect(reply.content).toBe(tutorMessages.notCovered);
  expect(reply.done?.refused).toBe(true);
}

describe('the tutor during a timed exam', () => {
  it('is asked a rewording the pasted-question guard does not catch', () => {
    expect(asksExamQuestion(reworded, [examQuestion])).toBe(false);
  });

  it('leaves the exam’s sections out for the exam taker only, and gives them back once the exam is submitted', async () => {
    const taker = await learner();
    const other = await learner();
    const exam = await startExam(taker.cookie);
    expect(exam.questions.map((q) => q.questionText)).toContain(examQuestion);

    expectNotCovered(await ask(taker.cookie, reworded));
    // A learner with no exam running is not affected by someone else's.
    expectAnsweredFromClearance(await ask(other.cookie, reworded));

    const submitted = await post('/_api/exams/submit', taker.cookie, { attemptId: exam.attemptId });
    expect(submitted.statusCode).toBe(200);
    expectAnsweredFromClearance(await ask(taker.cookie, reworded));
  });

  it('gives the sections back when the exam’s time has run out, before anything closes it', async () => {
    const taker = await learner();
    await startExam(taker.cookie);
    expectNotCovered(await ask(taker.cookie, reworded));
    clock.advance(greenhouseExam.timeLimitMinutes * 60_000 + answerGraceMs + 1_000);
    expectAnsweredFromClearance(await ask(taker.cookie, reworded));
  });
});

describe('hints during a timed exam', () => {
  it('do not name or cite the exam’s sections, for a flashcard asking the same thing', async () => {
    const taker = await learner();
    const [card] = await db()
      .insert(userFlashcards)
      .values({ userId: taker.user.id, front: reworded, back: `Below ${clearanceFact}` })
      .returning();
    const hint = async (level: number) => {
      const response = await post('/_api/ai/hint', taker.cookie, { source: 'flashcard', cardId: card!.id, level });
      expect(response.statusCode).toBe(200);
      return readBody<{ hint: string; citations: TTutorCitation[] }>(response);
    };
    // Level 1 names the section it is written from (issue 26).
    expect((await hint(1)).hint).toContain(`**${examSections.clearanceTitle}**`);

    const exam = await startExam(taker.cookie);
    for (const level of [1, 2]) {
      const given = await hint(level);
      expect(fromExamSections(given.citations), `level ${level}`).toEqual([]);
      expect(given.hint, `level ${level}`).not.toContain(examSections.clearanceTitle);
      expect(given.hint, `level ${level}`).not.toContain(clearanceFact);
    }

    await post('/_api/exams/submit', taker.cookie, { attemptId: exam.attemptId });
    const after = await hint(1);
    expect(after.hint).toContain(`**${examSections.clearanceTitle}**`);
    expect(after.citations.map((c) => c.url)).toEqual([examSections.clearance]);
  });
});
