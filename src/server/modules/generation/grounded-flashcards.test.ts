import { describe, expect, it } from 'vitest';
import type { TGeneratedFlashcard } from '../../../shared/contract/ai';
import type { TFakeStructuredRequest } from './fake-structured-server';
import { setupGroundedTests, sourceNumber } from './grounded-test-setup';

const { ctx, pack, learner, post, ok, drain } = setupGroundedTests();
const ppe = { type: 'Core', topics: ['ppe'] } as const;
const deckIds = () => new Set(pack.flashcards.map((card) => card.id));

type TCard = { front: string; back: string; source: number };
const gloves = (r: TFakeStructuredRequest) => sourceNumber(r, 'nitrile');
const respirators = (r: TFakeStructuredRequest) => sourceNumber(r, 'tight seal');
const goodCards = (r: TFakeStructuredRequest): TCard[] => [
  {
    front: 'Glove type for mixing and loading concentrates',
    back: 'Unlined chemical-resistant gloves',
    source: gloves(r),
  },
  { front: 'Why leather or cotton gloves are never worn', back: 'They absorb pesticides', source: gloves(r) },
  { front: 'What to do just before taking gloves off', back: 'Wash gloves', source: gloves(r) },
  { front: 'How a respirator has to sit on the face', back: 'With a tight seal', source: respirators(r) },
  {
    front: 'Signal that respirator cartridges need changing',
    back: 'You smell or taste the pesticide',
    source: respirators(r),
  },
  { front: 'Rubber types suitable for protective gloves', back: 'Nitrile or butyl rubber', source: gloves(r) },
];
const answer = (cards: (r: TFakeStructuredRequest) => unknown[]) => ({
  kind: 'answer' as const,
  content: (r: TFakeStructuredRequest) => JSON.stringify({ flashcards: cards(r) }),
});
const generate = async (cookie?: string) =>
  ok<{ flashcards: TGeneratedFlashcard[] }>(
    await post('/_api/ai/generate-flashcards', cookie ?? (await learner()), ppe),
  ).flashcards;

describe('grounded flashcard generation with a model', () => {
  it('offers good model-written cards (half the set) with their source, and not again once saved', async () => {
    ctx.fake.behave(answer(goodCards));
    const cookie = await learner();
    const cards = await generate(cookie);
    expect(cards).toHaveLength(10);
    const written = cards.filter((card) => card.sourceType === 'generated');
    expect(written).toHaveLength(5);
    expect(cards.filter((card) => card.sourceType === 'deck').every((card) => deckIds().has(card.sourceId))).toBe(true);
    for (const card of written) {
      expect(card.back).toMatch(/\(Source: Personal Protective Equipment \(PPE\) › (Gloves|Respirators)\)$/);
      expect(card.tags).toEqual(['Personal Protective Equipment (PPE)']);
    }
    const saved = written[0]!;
    ok(await post('/_api/flashcards', cookie, saved));
    const again = await generate(cookie);
    expect(again.filter((card) => card.sourceType === 'generated').map((card) => card.front)).not.toContain(
      saved.front,
    );
    expect(drain()).toEqual({ dropped: [], failures: [] });
  });

  it('drops a card whose answer the passage does not give, and a copy of a deck card; the deck fills in', async () => {
    const deckFront = pack.flashcards.find((card) => card.topic === 'ppe')!.front;
    ctx.fake.behave(
      answer((r) => [
        { front: 'Best glove material for fumigants', back: 'Latex examination gloves', source: gloves(r) },
        { front: `${deckFront}!`, back: 'Unlined chemical-resistant gloves', source: gloves(r) },
        { front: 'Gloves', source: gloves(r) },
      ]),
    );
    const cards = await generate();
    expect(cards).toHaveLength(10);
    expect(cards.every((card) => card.sourceType === 'deck')).toBe(true);
    expect(drain().dropped).toEqual([{ 'unsupported-key': 1, 'near-duplicate': 1, schema: 1 }]);
  });

  it.each([
    ['malformed JSON', { kind: 'answer', content: 'Sure! Here are your flashcards:' }],
    ['a 500', { kind: 'status', status: 500 }],
    ['no answer within the timeout', { kind: 'slow', delayMs: 5000, content: '{"flashcards": []}' }],
  ] as const)('draws from the decks alone on %s', async (_name, behaviour) => {
    ctx.fake.behave(behaviour);
    const cards = await generate();
    expect(cards).toHaveLength(10);
    expect(cards.every((card) => card.sourceType === 'deck' && deckIds().has(card.sourceId))).toBe(true);
    expect(drain().failures).toHaveLength(1);
  });
});
