import { beforeAll, describe, expect, it } from 'vitest';
import type { TExamSession } from '../../../shared/contract/quizzes';
import { tutorMessages } from '../../../shared/domain/tutor-texts';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { pinnedClock } from '../../test/clock';
import { buildBlueprint, buildContentPack, buildLesson, buildQuestion } from '../../test/content-factories';
import { cookieFor, createUser } from '../../test/factories';
import { fixture } from '../../test/fixture-pack';
import { indexContentPack } from '../knowledge/pack-index';
import { askTutorAs } from './tutor-test-helpers';

// Issue 26 through the real chat call, offline engine: a calculation is answered by the calculator (result first,
// then the steps, then the lesson teaching the method), a missing value is asked for, and a running exam's
// calculation is not computed. The pack is the fixture pack plus one calculation lesson and a one-question exam.

const clock = pinnedClock('2026-03-02T15:00:00Z');
const lessonId = 'fx-calculation-math';
const calculationLesson = buildLesson({
  id: lessonId,
  topic: 'fx-calculations',
  title: 'Calibration arithmetic',
  sections: [
    {
      id: 'product-per-tank',
      title: 'How much product goes in the tank',
      body:
        'Multiply the label rate per acre by the acres to treat to find the product needed. Acres per tank = tank ' +
        'capacity in gallons / GPA; product per tank = acres per tank x label rate per acre.',
    },
  ],
});
const examQuestion = buildQuestion('numeric', {
  id: 'fx-calculation-q-field',
  topic: 'fx-calculations',
  question: 'A label allows 3 quarts of product per acre. How many quarts are needed for a 14-acre field?',
  answer: 42,
  tolerance: 0,
  unit: 'quarts',
  compute: '(3 * 14)',
  section: `${lessonId}#product-per-tank`,
});
const calculationExam = buildBlueprint({
  id: 'fx-calculation-exam',
  // Its bank holds one question, so the exam asks exactly that one (a start takes fewer than asked for).
  questionCount: 5,
  timeLimitMinutes: 20,
  topicShares: { 'fx-calculations': 1 },
});
const { version: _version, ...parts } = fixture.pack;
const pack = buildContentPack({
  ...parts,
  lessons: [...parts.lessons, calculationLesson],
  questions: [...parts.questions, examQuestion],
  blueprints: [...parts.blueprints, calculationExam],
});

const ctx = setupTestApp({}, { contentPack: pack, clock });
const db = () => ctx.database.db;
beforeAll(async () => {
  await indexContentPack(db());
});

async function learner() {
  const user = await createUser(db(), { purchaseStatus: 'completed' });
  return cookieFor(db(), user, undefined, clock.now());
}
const ask = (cookie: string, message: string) => askTutorAs(ctx.app, cookie, message);
const methodUrl = `/course/lessons/${lessonId}#product-per-tank`;

describe('a calculation asked of the tutor', () => {
  it('answers with the result first, then the numbered steps, then the lesson teaching the method', async () => {
    const cookie = await learner();
    const reply = await ask(cookie, 'If the label says 2 pints per acre how much for 35 acres?');
    const lines = reply.content.split('\n');
    expect(lines[0]).toBe('You need 70 pints (8.75 gallons) of product for 35 acres.');
    expect(reply.content).toContain(
      '1. Product = 2 pints per acre x 35 acres = 70 pints.\n2. 70 pints / 8 pints per gallon = 8.75 gallons.',
    );
    expect(lines.at(-1)).toBe('Method: Calibration arithmetic › How much product goes in the tank [1]');
    expect(reply.citations.map((c) => [c.number, c.url])).toEqual([[1, methodUrl]]);
    expect(reply.done?.refused).toBe(false);

    // Stored as the normal path stores an answer: the same text and citations come back with the conversation.
    const stored = await ctx.app.inject({
      method: 'GET',
      url: `/_api/ai/conversation?id=${reply.conversationId}`,
      headers: { cookie },
    });
    const messages = readBody<{ messages: { role: string; content: string; citations: { url: string }[] }[] }>(
      stored,
    ).messages;
    expect(messages.at(-1)).toMatchObject({ role: 'assistant', content: reply.content });
    expect(messages.at(-1)!.citations.map((c) => c.url)).toEqual([methodUrl]);
  });

  it('asks for a missing value instead of guessing', async () => {
    const reply = await ask(await learner(), 'If the label says 2 pints per acre how much product do I need?');
    expect(reply.content.split('\n')[0]).toBe(
      "To work out the product for the field I need the field's size, e.g. 35 acres.",
    );
    expect(reply.content).not.toMatch(/\d+ pints \(/);
    expect(reply.done?.refused).toBe(false);
  });

  it('leaves a question that is not a calculation to the normal answer', async () => {
    const reply = await ask(await learner(), 'How long must I keep records?');
    expect(reply.content).not.toContain('Method:');
  });
});

describe('a calculation during a timed exam', () => {
  it('is not computed from the exam’s question, pasted or reworded; other calculations still are', async () => {
    const cookie = await learner();
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/_api/exams/start',
      headers: { cookie },
      payload: superjsonBody({ blueprintId: calculationExam.id }),
    });
    expect(started.statusCode).toBe(200);
    expect(readBody<TExamSession>(started).questions.map((q) => q.questionText)).toEqual([examQuestion.question]);

    for (const message of [examQuestion.question, 'how much for 14 acres at 3 qt/A?']) {
      const reply = await ask(cookie, message);
      expect(reply.content, message).toBe(tutorMessages.examRunning);
      expect(reply.content, message).not.toContain('42');
    }
    const other = await ask(cookie, 'If the label says 2 pints per acre how much for 35 acres?');
    expect(other.content.split('\n')[0]).toBe('You need 70 pints (8.75 gallons) of product for 35 acres.');
    // The exam's own section stays out of the sources while it runs, as on the normal path.
    expect(other.citations).toEqual([]);
  });
});
