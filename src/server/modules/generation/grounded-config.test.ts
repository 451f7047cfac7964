import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGeneratedFlashcard } from '../../../shared/contract/ai';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { fixture } from '../../test/fixture-pack';
import { insertChunk } from '../tutor/tutor-test-helpers';
import { startFakeStructuredServer } from './fake-structured-server';
import { material, sourceNumber } from './grounded-test-setup';

// The configuration alone (OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL) turns grounded generation on.
const fake = await startFakeStructuredServer();
const ctx = setupTestApp(
  {
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_API_KEY: 'configured-key',
    OPENAI_MODEL: 'configured',
  },
  { contentPack: fixture.pack },
);
afterAll(() => fake.close());
beforeAll(async () => {
  await insertChunk(ctx.database.db, {
    heading: 'Personal Protective Equipment (PPE) › Gloves',
    body: material.gloves,
    jurisdictions: ['federal'],
  });
});

describe('grounded generation from the configuration', () => {
  it('asks the configured model with its key and offers what it wrote', async () => {
    fake.behave({
      kind: 'answer',
      content: (r) =>
        JSON.stringify({
          flashcards: [
            {
              front: 'Gloves that absorb pesticides',
              back: 'Leather and cotton gloves',
              source: sourceNumber(r, 'nitrile'),
            },
          ],
        }),
    });
    const user = await createUser(ctx.database.db, { purchaseStatus: 'completed' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/_api/ai/generate-flashcards',
      headers: { cookie: await cookieFor(ctx.database.db, user) },
      payload: superjsonBody({ type: 'Core', topics: ['Personal Protective Equipment (PPE)'] }),
    });
    expect(response.statusCode).toBe(200);
    const cards = readBody<{ flashcards: TGeneratedFlashcard[] }>(response).flashcards;
    expect(cards.filter((card) => card.sourceType === 'generated').map((card) => card.front)).toEqual([
      'Gloves that absorb pesticides',
    ]);
    expect(cards).toHaveLength(10);
    const request = fake.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer configured-key');
    expect(request.body.model).toBe('configured');
    expect(request.body.response_format?.json_schema?.schema).toMatchObject({ required: ['flashcards'] });
    // Strict structured-output modes refuse length keywords; the server applies its limits itself.
    expect(JSON.stringify(request.body.response_format)).not.toMatch(/minLength|maxLength|minItems|maxItems/);
  });
});
