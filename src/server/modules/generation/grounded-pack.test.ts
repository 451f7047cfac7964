import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TQuizQuestion } from '../../../shared/contract/ai';
import { knowledgeChunks, tags, users } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { fixture } from '../../test/fixture-pack';
import { indexContentPack } from '../knowledge/pack-index';
import { promptSources, startFakeStructuredServer, type TFakeStructuredRequest } from './fake-structured-server';

// Generation on a content pack (the fixture), indexed by the real indexer and searched by the real retrieval service.
const fake = await startFakeStructuredServer();
const pack = fixture.pack;
const ctx = setupTestApp(
  { OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: 'key', OPENAI_MODEL: 'fake-model' },
  { contentPack: pack },
);
afterAll(() => fake.close());
beforeAll(async () => {
  await indexContentPack(ctx.database.db);
}, 120_000);

async function learnerIn(states: string[]) {
  const user = await createUser(ctx.database.db, { purchaseStatus: 'completed' });
  await ctx.database.db.update(users).set({ states }).where(eq(users.id, user.id));
  return cookieFor(ctx.database.db, user);
}
async function quiz(cookie: string, selection: unknown) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/_api/ai/generate-quiz',
    headers: { cookie },
    payload: superjsonBody(selection),
  });
  expect(response.statusCode).toBe(200);
  return readBody<{ questions: TQuizQuestion[] }>(response).questions;
}
/** One question whose key is the first words of source 1, as a model quoting its source would write. */
const quoting = (r: TFakeStructuredRequest) => {
  const body = promptSources(r).get(1)!.split('\n').slice(1).join(' ');
  const key = body.split(/\s+/).slice(0, 5).join(' ');
  return JSON.stringify({
    questions: [
      {
        question: 'Which statement opens the first source of this practice set?',
        options: [key, 'Xylophones calibrate aquifers', 'Quartz regulates tomatoes', 'Violet ladders'],
        correctAnswers: [key],
        explanation: 'It is quoted from the source.',
        source: 1,
      },
    ],
  });
};
const topicsOf = (request: TFakeStructuredRequest) =>
  new Set([...JSON.stringify(request.body.messages).matchAll(/topic=\\"([^\\]+)\\"/g)].map((match) => match[1]));

describe('grounded generation on the content pack', () => {
  it('writes from each chosen topic’s lessons and stores the accepted item', async () => {
    fake.behave({ kind: 'answer', content: quoting });
    const questions = await quiz(await learnerIn(['national']), { type: 'Core', topics: ['ppe', 'ipm'], count: 6 });
    expect(questions).toHaveLength(6);
    expect(topicsOf(fake.requests.at(-1)!)).toEqual(
      new Set(['Personal Protective Equipment (PPE)', 'Integrated Pest Management (IPM)']),
    );
    const bank = new Set(pack.questions.map((q) => q.question));
    expect(questions.filter((q) => !bank.has(q.questionText)).map((q) => q.questionText)).toEqual([
      'Which statement opens the first source of this practice set?',
    ]);
  });

  it('uses a state’s material only for a learner of that state', async () => {
    fake.behave({ kind: 'answer', content: '{"questions": []}' });
    const texasOnly = await ctx.database.db
      .select({ body: knowledgeChunks.body })
      .from(knowledgeChunks)
      .where(sql`${knowledgeChunks.jurisdictions} = array['texas']::text[]`);
    expect(texasOnly.length).toBeGreaterThan(0);
    const [texasTag] = await ctx.database.db.select().from(tags).where(eq(tags.state, 'texas'));
    const selection = { type: 'Category', state: 'texas', tagIds: [texasTag!.id] };
    const sent = async (states: string[]) => {
      const before = fake.requests.length;
      await quiz(await learnerIn(states), selection);
      return fake.requests.length > before ? [...promptSources(fake.requests.at(-1)!).values()].join('\n') : '';
    };
    const fromTexas = (prompt: string) => texasOnly.some((chunk) => prompt.includes(chunk.body.slice(0, 80)));
    expect(fromTexas(await sent(['texas']))).toBe(true);
    expect(fromTexas(await sent(['florida']))).toBe(false);
  });
});
