import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentState, deckCards, glossaryTerms, lessons, questions, tags } from '../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../test/app';
import { cookieFor, createUser } from '../test/factories';
import { loadContentPack } from './load-content-pack';
import { readContentPack, type TContentPack } from './read-content-pack';

const ctx = setupTestApp();
const pack = readContentPack();

describe('loading the content pack', () => {
  it('loads everything once; a second start with the same pack changes nothing', async () => {
    expect(await loadContentPack(ctx.database.db, pack, new Date())).toBe('loaded');
    expect(await loadContentPack(ctx.database.db, pack, new Date())).toBe('unchanged');
    const db = ctx.database.db;
    expect(await db.select().from(lessons)).toHaveLength(pack.lessons.length);
    expect(await db.select().from(questions)).toHaveLength(pack.questions.length);
    expect(await db.select().from(deckCards)).toHaveLength(pack.flashcards.length);
    expect(await db.select().from(glossaryTerms)).toHaveLength(pack.glossary.length);
    const [state] = await db.select().from(contentState);
    expect(state!.version).toBe(pack.version);
    const categoryCount = pack.categories.flatMap((c) => c.categories).length;
    expect((await db.select().from(tags)).filter((t) => t.slug !== null)).toHaveLength(categoryCount);
  });

  it('updates what changed, retires what left, and keeps an admin’s glossary edit', async () => {
    const db = ctx.database.db;
    await loadContentPack(db, pack, new Date());
    const [firstTerm, secondTerm] = pack.glossary;
    const admin = await cookieFor(db, await createUser(db, { role: 'admin' }));
    const edit = await ctx.app.inject({
      method: 'POST',
      url: '/_api/glossary/update',
      headers: { cookie: admin },
      payload: superjsonBody({ id: firstTerm!.id, definition: 'An admin rewrote this definition.' }),
    });
    expect(edit.statusCode).toBe(200);

    const [firstQuestion, ...otherQuestions] = pack.questions;
    const changed: TContentPack = {
      ...pack,
      version: `${pack.version}-next`,
      questions: otherQuestions.map((q, i) => (i === 0 ? { ...q, explanation: `${q.explanation} (revised)` } : q)),
      glossary: pack.glossary.map((g) => ({ ...g, definition: `${g.definition} (pack revision)` })),
    };
    expect(await loadContentPack(db, changed, new Date())).toBe('loaded');

    const [retired] = await db.select().from(questions).where(eq(questions.id, firstQuestion!.id));
    expect(retired!.retiredAt).not.toBeNull();
    const [revised] = await db.select().from(questions).where(eq(questions.id, otherQuestions[0]!.id));
    expect(revised!.explanation).toMatch(/\(revised\)$/);
    const [kept] = await db.select().from(glossaryTerms).where(eq(glossaryTerms.id, firstTerm!.id));
    expect(kept!.definition).toBe('An admin rewrote this definition.');
    const [updated] = await db.select().from(glossaryTerms).where(eq(glossaryTerms.id, secondTerm!.id));
    expect(updated!.definition).toMatch(/\(pack revision\)$/);

    expect(await loadContentPack(db, pack, new Date())).toBe('loaded');
    const live = await db.select().from(questions).where(isNull(questions.retiredAt));
    expect(live).toHaveLength(pack.questions.length);
  });
  it('keeps a deck card as an admin left it: edited, suspended or deleted, through a reload that changes it', async () => {
    const db = ctx.database.db;
    await loadContentPack(db, pack, new Date());
    const [edited, untouched, removedFromPack] = pack.flashcards;
    const admin = await cookieFor(db, await createUser(db, { role: 'admin' }));
    const edit = await ctx.app.inject({
      method: 'POST',
      url: '/_api/admin/flashcard/update',
      headers: { cookie: admin },
      payload: superjsonBody({ kind: 'deck', id: edited!.id, back: 'An admin rewrote this back.', isSuspended: true }),
    });
    expect(edit.statusCode).toBe(200);
    await db.update(deckCards).set({ editedByAdmin: true }).where(eq(deckCards.id, removedFromPack!.id));

    const changed: TContentPack = {
      ...pack,
      version: `${pack.version}-cards`,
      flashcards: pack.flashcards
        .filter((c) => c.id !== removedFromPack!.id)
        .map((c) => ({ ...c, back: `${c.back} (pack revision)` })),
    };
    expect(await loadContentPack(db, changed, new Date())).toBe('loaded');
    const byId = async (id: string) => (await db.select().from(deckCards).where(eq(deckCards.id, id)))[0]!;
    expect(await byId(edited!.id)).toMatchObject({ back: 'An admin rewrote this back.', isSuspended: true });
    expect((await byId(untouched!.id)).back).toMatch(/\(pack revision\)$/);
    expect((await byId(removedFromPack!.id)).retiredAt).toBeNull();
  });
});

describe('glossary API', () => {
  it('lets admins create and edit terms with the spec texts, and learners read them', async () => {
    const db = ctx.database.db;
    const admin = await cookieFor(db, await createUser(db, { role: 'admin' }));
    const post = (url: string, payload: unknown) =>
      ctx.app.inject({ method: 'POST', url, headers: { cookie: admin }, payload: superjsonBody(payload) });
    const created = await post('/_api/glossary', {
      term: 'Phytotoxicity',
      definition: 'Injury to plants caused by a chemical.',
    });
    expect(created.statusCode).toBe(200);
    expect((await post('/_api/glossary', { term: 'P', definition: 'Short term here.' })).json().error).toBe(
      'Term must be at least 2 characters long.',
    );
    expect((await post('/_api/glossary', { term: 'Drift note', definition: 'Too short' })).json().error).toBe(
      'Definition must be at least 10 characters long.',
    );
    expect(
      (await post('/_api/glossary', { term: 'phytotoxicity', definition: 'Another definition here.' })).statusCode,
    ).toBe(409);

    const learner = await cookieFor(db, await createUser(db, { purchaseStatus: 'completed' }));
    const list = readBody<{ term: string }[]>(
      await ctx.app.inject({ method: 'GET', url: '/_api/glossary', headers: { cookie: learner } }),
    );
    expect(list.map((e) => e.term)).toContain('Phytotoxicity');
  });
});
