import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TGeneratedFlashcard, TQuizQuestion } from '../../../shared/contract/ai';
import { tagMessages } from '../../../shared/domain/tags';
import { coreTopics } from '../../../shared/domain/topics';
import { quizAttempts, tags } from '../../db/schema';
import { readBody, setupTestApp } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { fixture } from '../../test/fixture-pack';

// Spec 3 and 7 write the generation bodies with the topics' and states' names; these tests send them literally.
const ctx = setupTestApp({}, { contentPack: fixture.pack });

const learner = async () =>
  cookieFor(ctx.database.db, await createUser(ctx.database.db, { purchaseStatus: 'completed' }));
const envelopes = {
  'plain JSON': (body: object) => body,
  'a superjson envelope': (body: object) => ({ json: body }),
};
const post = (url: string, cookie: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const texasTagIds = async () =>
  (await ctx.database.db.select().from(tags).where(eq(tags.state, 'texas'))).map((tag) => tag.id);
const idOf = (name: string) => coreTopics.find((topic) => topic.name === name)!.id;

describe.each(Object.entries(envelopes))('generation bodies as the spec writes them, in %s', (_, wrap) => {
  it('generate-quiz takes core topics by name, and keeps its count extension', async () => {
    const cookie = await learner();
    const body = { type: 'Core', topics: ['Label & Labeling', 'Recordkeeping & Certification Responsibilities'] };
    const response = await post('/_api/ai/generate-quiz', cookie, wrap(body));
    expect(response.statusCode, response.body).toBe(200);
    const quiz = readBody<{ attemptId: string; questions: TQuizQuestion[] }>(response);
    expect(quiz.questions).toHaveLength(10);
    expect(new Set(quiz.questions.map((q) => q.topic))).toEqual(new Set(body.topics.map(idOf)));
    // Past the contract the server holds ids only: the stored selection and the title read the same as by id.
    const [attempt] = await ctx.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, quiz.attemptId));
    expect(attempt!.selection).toEqual({ type: 'Core', topics: body.topics.map(idOf) });
    expect(attempt!.title).toBe(`Quiz: ${body.topics.join(', ')}`);

    const sized = await post('/_api/ai/generate-quiz', cookie, wrap({ ...body, count: 4 }));
    expect(sized.statusCode, sized.body).toBe(200);
    expect(readBody<{ questions: unknown[] }>(sized).questions).toHaveLength(4);
  });

  it('generate-quiz takes a state by name with its tag ids', async () => {
    const cookie = await learner();
    const tagIds = await texasTagIds();
    const response = await post('/_api/ai/generate-quiz', cookie, wrap({ type: 'Category', state: 'Texas', tagIds }));
    expect(response.statusCode, response.body).toBe(200);
    expect(readBody<{ questions: unknown[] }>(response).questions).toHaveLength(10);
  });

  it('generate-flashcards takes core topics and a state by name', async () => {
    const cookie = await learner();
    const core = await post(
      '/_api/ai/generate-flashcards',
      cookie,
      wrap({ type: 'Core', topics: ['Personal Protective Equipment (PPE)', 'Integrated Pest Management (IPM)'] }),
    );
    expect(core.statusCode, core.body).toBe(200);
    const cards = readBody<{ flashcards: TGeneratedFlashcard[] }>(core).flashcards;
    expect(cards).toHaveLength(10);
    const category = await post(
      '/_api/ai/generate-flashcards',
      cookie,
      wrap({ type: 'Category', state: 'Texas', tagIds: await texasTagIds() }),
    );
    expect(category.statusCode, category.body).toBe(200);
    expect(readBody<{ flashcards: TGeneratedFlashcard[] }>(category).flashcards.length).toBeGreaterThan(0);
  });

  it('ids stay accepted; a null state, an unknown topic and an unoffered state are 400 with a clear message', async () => {
    const cookie = await learner();
    for (const url of ['/_api/ai/generate-quiz', '/_api/ai/generate-flashcards']) {
      const byId = await post(url, cookie, wrap({ type: 'Core', topics: ['ppe'] }));
      expect(byId.statusCode, byId.body).toBe(200);
      const tagIds = await texasTagIds();
      expect((await post(url, cookie, wrap({ type: 'Category', state: 'texas', tagIds }))).statusCode).toBe(200);

      const noState = await post(url, cookie, wrap({ type: 'Category', state: null, tagIds }));
      expect(noState.statusCode).toBe(400);
      expect(noState.json().error).toBe('Select a state');
      // New York is a jurisdiction of documents, not a state the platform prepares category exams for.
      const unoffered = await post(url, cookie, wrap({ type: 'Category', state: 'New York', tagIds }));
      expect(unoffered.statusCode).toBe(400);
      expect(unoffered.json().error).toBe('Select a state');
      const unknown = await post(url, cookie, wrap({ type: 'Core', topics: ['Label and Labeling'] }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toMatch(/^Unknown core topic; choose from: Label & Labeling;/);
    }
  });

  it('a tag id that is not a uuid is a 400 with a clear message, not a failed query (issue 25 fuzz)', async () => {
    const cookie = await learner();
    const [texasTag] = await texasTagIds();
    for (const url of ['/_api/ai/generate-quiz', '/_api/ai/generate-flashcards']) {
      for (const tagIds of [['drift storage'], [texasTag!, '東京'], [' ']]) {
        const response = await post(url, cookie, wrap({ type: 'Category', state: 'texas', tagIds }));
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().error).toBe(tagMessages.unknownCategory);
      }
    }
    // A well-formed id of no tag is dropped like another state's tag: nothing to ask about, but no error of ours.
    const unknown = { type: 'Category', state: 'texas', tagIds: ['123e4567-e89b-42d3-a456-426614174000'] };
    expect((await post('/_api/ai/generate-flashcards', cookie, wrap(unknown))).statusCode).toBe(200);
    expect((await post('/_api/ai/generate-quiz', cookie, wrap(unknown))).statusCode).toBe(400);
  });
});
