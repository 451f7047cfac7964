import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TGeneratedFlashcard } from '../../../shared/contract/ai';
import { tags } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { fixture } from '../../test/fixture-pack';

const pack = fixture.pack;
const ctx = setupTestApp({}, { contentPack: pack });

async function learner() {
  return cookieFor(ctx.database.db, await createUser(ctx.database.db, { purchaseStatus: 'completed' }));
}
const post = (url: string, cookie: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: superjsonBody(payload) });
const generate = async (cookie: string, payload: unknown) =>
  readBody<{ flashcards: TGeneratedFlashcard[] }>(await post('/_api/ai/generate-flashcards', cookie, payload))
    .flashcards;

describe('offline flashcard generation', () => {
  it('draws ten cards from the chosen core topics’ decks, varied between requests', async () => {
    const cookie = await learner();
    const deckIds = new Set(pack.flashcards.filter((c) => ['ppe', 'ipm'].includes(c.topic)).map((c) => c.id));
    const first = await generate(cookie, { type: 'Core', topics: ['ppe', 'ipm'] });
    expect(first).toHaveLength(10);
    expect(first.every((card) => deckIds.has(card.sourceId) && card.sourceType === 'deck')).toBe(true);
    const second = await generate(cookie, { type: 'Core', topics: ['ppe', 'ipm'] });
    expect(second.map((c) => c.sourceId)).not.toEqual(first.map((c) => c.sourceId));
  });

  it('leaves out cards the learner already saved', async () => {
    const cookie = await learner();
    const topicCards = pack.flashcards.filter((c) => c.topic === 'formulations');
    const added = readBody<{ added: number }>(
      await post('/_api/flashcards/add-deck', cookie, { topic: 'formulations' }),
    );
    expect(added.added).toBe(topicCards.length);
    expect(await generate(cookie, { type: 'Core', topics: ['formulations'] })).toEqual([]);
    expect(
      readBody<{ added: number }>(await post('/_api/flashcards/add-deck', cookie, { topic: 'formulations' })).added,
    ).toBe(0);
  });

  it('builds cards from a state category’s questions, and only for that state’s tags', async () => {
    const cookie = await learner();
    const [texasTag] = await ctx.database.db.select().from(tags).where(eq(tags.state, 'texas'));
    const cards = await generate(cookie, { type: 'Category', state: 'texas', tagIds: [texasTag!.id] });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.sourceType === 'question' && card.tags[0] === texasTag!.name)).toBe(true);
    expect(await generate(cookie, { type: 'Category', state: 'california', tagIds: [texasTag!.id] })).toEqual([]);
  });

  it('answers the spec text when no core topic is chosen', async () => {
    const cookie = await learner();
    const response = await post('/_api/ai/generate-flashcards', cookie, { type: 'Core', topics: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Select at least one core topic');
  });
});
