import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TAdminFlashcard } from '../../../shared/contract/admin-flashcards';
import type { TGeneratedFlashcard } from '../../../shared/contract/ai';
import type { TFlashcard } from '../../../shared/contract/flashcards';
import { flashcardMessages as texts } from '../../../shared/domain/flashcards';
import { loadContentPack } from '../../content/load-content-pack';
import { deckCards } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { fixture } from '../../test/fixture-pack';

const pack = fixture.pack;
const ctx = setupTestApp({}, { contentPack: pack });
const aDeckCard = pack.flashcards[0]!.id;
let admin: string;
beforeAll(async () => {
  admin = await cookieFor(ctx.database.db, await createUser(ctx.database.db, { role: 'admin' }));
});

type TList = { flashcards: TAdminFlashcard[]; pagination: { totalCount: number; totalPages: number } };
const post = (url: string, cookie: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: superjsonBody(payload) });
const get = (query: string, cookie = admin) =>
  ctx.app.inject({ method: 'GET', url: `/_api/admin/flashcards?${query}`, headers: { cookie } });
const list = async (query: string) => readBody<TList>(await get(query));
const update = (payload: unknown) => post('/_api/admin/flashcard/update', admin, payload);
const remove = (payload: unknown) => post('/_api/admin/flashcard/delete', admin, payload);

async function learner(displayName?: string) {
  const user = await createUser(ctx.database.db, { purchaseStatus: 'completed', displayName });
  return { user, cookie: await cookieFor(ctx.database.db, user) };
}
async function create(cookie: string, front: string, tags: string[] = []) {
  return readBody<TFlashcard>(await post('/_api/flashcards', cookie, { front, back: `Back of ${front}`, tags }));
}
const liveDeckCards = (topic: string) =>
  ctx.database.db
    .select()
    .from(deckCards)
    .where(and(eq(deckCards.topic, topic), isNull(deckCards.retiredAt)));

describe('admin flashcard list', () => {
  it('is for admins only', async () => {
    const { cookie } = await learner();
    expect((await get('', cookie)).statusCode).toBe(403);
    expect((await post('/_api/admin/flashcard/delete', cookie, { kind: 'deck', id: aDeckCard })).statusCode).toBe(403);
  });

  it('lists learners’ cards with their owner and the decks’ cards with their topic, and filters each way', async () => {
    const ann = await learner('Ann Sprayer');
    const bob = await learner('Bob Mixer');
    await create(ann.cookie, 'Ann’s wombat card', ['Personal Protective Equipment (PPE)']);
    await create(ann.cookie, 'Ann’s second wombat', ['mine']);
    await create(bob.cookie, 'Bob’s wombat card', ['mine']);

    const all = await list('search=wombat');
    expect(all.pagination).toEqual({ totalCount: 3, totalPages: 1 });
    expect(all.flashcards[0]).toMatchObject({ kind: 'learner', front: 'Bob’s wombat card', topic: null });
    expect(all.flashcards[0]!.owner).toEqual({ id: bob.user.id, email: bob.user.email, displayName: 'Bob Mixer' });

    expect((await list(`owner=${encodeURIComponent(ann.user.email)}`)).pagination.totalCount).toBe(2);
    expect((await list('owner=bob mix')).flashcards.map((c) => c.front)).toEqual(['Bob’s wombat card']);
    expect((await list('search=wombat&tags=mine')).pagination.totalCount).toBe(2);

    const ppeDeck = pack.flashcards.filter((c) => c.topic === 'ppe').length;
    const ppe = await list('coreTopics=ppe&limit=100');
    expect(ppe.pagination.totalCount).toBe(ppeDeck + 1);
    expect(ppe.flashcards.filter((c) => c.kind === 'deck').every((c) => c.topic?.id === 'ppe')).toBe(true);
    expect(ppe.flashcards.find((c) => c.kind === 'deck')).toMatchObject({
      owner: null,
      topic: { id: 'ppe', name: 'Personal Protective Equipment (PPE)' },
      tags: ['Personal Protective Equipment (PPE)'],
    });
    expect((await list('coreTopics=ppe&source=decks')).pagination.totalCount).toBe(ppeDeck);
    expect((await list('coreTopics=ppe&source=learners')).pagination.totalCount).toBe(1);
    // Deck cards have no owner, so an owner filter leaves only learners' cards.
    expect((await list('coreTopics=ppe&owner=Ann')).pagination.totalCount).toBe(1);
    expect((await get('source=mine')).statusCode).toBe(400);
    expect((await get('limit=101')).statusCode).toBe(400);
  });

  it('pages learners’ cards first, then deck cards, across the boundary', async () => {
    const { cookie } = await learner();
    for (const n of [1, 2, 3]) await create(cookie, `Quokka learner ${n}`);
    await ctx.database.db.insert(deckCards).values(
      [1, 2, 3, 4].map((n) => ({
        id: `zz-quokka-${n}`,
        topic: 'ipm',
        front: `Quokka deck ${n}`,
        back: 'B',
        tags: [],
      })),
    );
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => list(`search=quokka&limit=2&page=${page}`)));
    expect(pages[0]!.pagination).toEqual({ totalCount: 7, totalPages: 4 });
    expect(pages.map((p) => p.flashcards.map((c) => c.front))).toEqual([
      ['Quokka learner 3', 'Quokka learner 2'],
      ['Quokka learner 1', 'Quokka deck 1'],
      ['Quokka deck 2', 'Quokka deck 3'],
      ['Quokka deck 4'],
      [],
    ]);
    expect(pages[1]!.flashcards[1]!.tags).toEqual(['Integrated Pest Management (IPM)']);
    expect((await list('search=quokka&limit=2&page=2&source=decks')).flashcards.map((c) => c.front)).toEqual([
      'Quokka deck 3',
      'Quokka deck 4',
    ]);
  });
});

describe('admin flashcard edits', () => {
  it('answers the spec texts, and 404 for an unknown card of either kind', async () => {
    const { cookie } = await learner();
    const card = await create(cookie, 'Validated');
    expect((await update({ kind: 'learner', id: card.id, front: ' ' })).json().error).toBe(texts.frontEmpty);
    expect((await update({ kind: 'deck', id: aDeckCard, back: '' })).json().error).toBe(texts.backEmpty);
    expect((await update({ kind: 'learner', id: card.id, extra: 1 })).statusCode).toBe(400);
    expect((await update({ kind: 'other', id: card.id })).statusCode).toBe(400);
    for (const payload of [
      { kind: 'learner', id: 'not-a-uuid' },
      { kind: 'learner', id: '00000000-0000-4000-8000-000000000000' },
      { kind: 'deck', id: 'no-such-card' },
      { kind: 'deck', id: card.id },
    ]) {
      const response = await update({ ...payload, front: 'x' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(texts.notFound);
      expect((await remove(payload)).statusCode).toBe(404);
    }
  });

  it('edits, suspends and deletes a learner’s card', async () => {
    const owner = await learner();
    const card = await create(owner.cookie, 'Learner original');
    const edited = readBody<TAdminFlashcard>(
      await update({ kind: 'learner', id: card.id, front: 'Admin fixed', isSuspended: true }),
    );
    expect(edited).toMatchObject({ front: 'Admin fixed', isSuspended: true, owner: { id: owner.user.id } });
    const mine = readBody<{ flashcards: TFlashcard[] }>(
      await ctx.app.inject({ method: 'GET', url: '/_api/flashcards', headers: { cookie: owner.cookie } }),
    );
    expect(mine.flashcards[0]).toMatchObject({ front: 'Admin fixed', isSuspended: true });
    expect(readBody(await remove({ kind: 'learner', id: card.id }))).toEqual({ success: true });
    expect((await list(`owner=${encodeURIComponent(owner.user.email)}`)).pagination.totalCount).toBe(0);
  });

  it('a suspended deck card is no longer offered by add-deck or the generator; resumed, it is again', async () => {
    const topic = 'pest-identification';
    const [suspended] = await liveDeckCards(topic);
    const answer = readBody<TAdminFlashcard>(await update({ kind: 'deck', id: suspended!.id, isSuspended: true }));
    expect(answer).toMatchObject({ kind: 'deck', isSuspended: true });
    const { cookie } = await learner();
    const added = readBody<{ added: number }>(await post('/_api/flashcards/add-deck', cookie, { topic }));
    expect(added.added).toBe((await liveDeckCards(topic)).length - 1);
    // Everything else of the deck is saved already, so the generator has nothing left to offer.
    const generated = readBody<{ flashcards: TGeneratedFlashcard[] }>(
      await post('/_api/ai/generate-flashcards', cookie, { type: 'Core', topics: [topic] }),
    );
    expect(generated.flashcards).toEqual([]);

    await update({ kind: 'deck', id: suspended!.id, isSuspended: false });
    expect(readBody<{ added: number }>(await post('/_api/flashcards/add-deck', cookie, { topic })).added).toBe(1);
  });

  it('deleting a deck card retires it, and a content pack reload does not bring it back', async () => {
    const [card] = await liveDeckCards('emergency-response');
    expect(readBody(await remove({ kind: 'deck', id: card!.id }))).toEqual({ success: true });
    const [row] = await ctx.database.db.select().from(deckCards).where(eq(deckCards.id, card!.id));
    expect(row).toMatchObject({ editedByAdmin: true });
    expect(row!.retiredAt).not.toBeNull();
    expect((await list(`search=${encodeURIComponent(card!.front)}&source=decks`)).flashcards).toEqual([]);
    expect((await remove({ kind: 'deck', id: card!.id })).statusCode).toBe(404);

    expect(await loadContentPack(ctx.database.db, { ...pack, version: `${pack.version}-reload` }, new Date())).toBe(
      'loaded',
    );
    const [after] = await ctx.database.db.select().from(deckCards).where(eq(deckCards.id, card!.id));
    expect(after!.retiredAt).not.toBeNull();
  });
});
