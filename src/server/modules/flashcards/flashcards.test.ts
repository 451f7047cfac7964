import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TFlashcard } from '../../../shared/contract/flashcards';
import { flashcardMessages as texts } from '../../../shared/domain/flashcards';
import { rateLimits } from '../../../shared/domain/limits';
import { srsDefaults } from '../../../shared/domain/spaced-repetition';
import { flashcardReviews, userFlashcards } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser, TEST_PASSWORD } from '../../test/factories';
import { reviewCard, reviewQueue } from './review.service';

const ctx = setupTestApp();

async function learner() {
  const user = await createUser(ctx.database.db, { purchaseStatus: 'completed' });
  return { user, cookie: await cookieFor(ctx.database.db, user) };
}
const post = (url: string, cookie: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: superjsonBody(payload) });
const list = async (cookie: string, query: string) =>
  readBody<{ flashcards: TFlashcard[]; pagination: { totalCount: number; totalPages: number } }>(
    await ctx.app.inject({ method: 'GET', url: `/_api/flashcards?${query}`, headers: { cookie } }),
  );
async function create(cookie: string, front: string, tags: string[] = []) {
  return readBody<TFlashcard>(await post('/_api/flashcards', cookie, { front, back: `Back of ${front}`, tags }));
}

describe('flashcard manager API', () => {
  it('creates cards, pages them and filters by search, tag and core topic', async () => {
    const { cookie } = await learner();
    for (let i = 1; i <= 12; i++) await create(cookie, `Card ${i}`, i % 3 === 0 ? ['Label & Labeling'] : ['mine']);
    const first = await list(cookie, 'page=1&limit=5');
    expect(first.flashcards).toHaveLength(5);
    expect(first.pagination).toEqual({ totalCount: 12, totalPages: 3 });
    expect((await list(cookie, 'page=3&limit=5')).flashcards).toHaveLength(2);
    expect((await list(cookie, 'search=card 1')).pagination.totalCount).toBe(4); // 1, 10, 11, 12
    expect((await list(cookie, 'tags=mine')).pagination.totalCount).toBe(8);
    expect((await list(cookie, 'coreTopics=label-labeling')).pagination.totalCount).toBe(4);
    expect((await list(cookie, 'coreTopics=Label %26 Labeling,ipm')).pagination.totalCount).toBe(4);
    const bad = await ctx.app.inject({ method: 'GET', url: '/_api/flashcards?limit=101', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the spec texts for empty fronts and backs', async () => {
    const { cookie } = await learner();
    expect((await post('/_api/flashcards', cookie, { front: ' ', back: 'x' })).json().error).toBe(texts.frontEmpty);
    expect((await post('/_api/flashcards', cookie, { front: 'x', back: '' })).json().error).toBe(texts.backEmpty);
    const card = await create(cookie, 'Editable');
    expect((await post('/_api/flashcard/update', cookie, { id: card.id, back: '' })).json().error).toBe(
      texts.backEmpty,
    );
    expect((await post('/_api/flashcard/update', cookie, { id: card.id, extra: 1 })).statusCode).toBe(400);
  });

  it('saving a card from the same source twice is a 409 with a clear message, not a 500 (issue 25 fuzz)', async () => {
    const { cookie } = await learner();
    const card = { front: 'Generated front', back: 'Generated back', sourceId: 'q-1', sourceType: 'question' };
    expect((await post('/_api/flashcards', cookie, card)).statusCode).toBe(200);
    const again = await post('/_api/flashcards', cookie, { ...card, front: 'Edited front' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(texts.alreadyInDeck);
    // Another learner saves the same source, and a card without a source can be written twice.
    expect((await post('/_api/flashcards', (await learner()).cookie, card)).statusCode).toBe(200);
    const own = { front: 'Own', back: 'Own back' };
    expect((await post('/_api/flashcards', cookie, own)).statusCode).toBe(200);
    expect((await post('/_api/flashcards', cookie, own)).statusCode).toBe(200);
  });

  it('edits, suspends and deletes only the owner’s cards; another learner gets 404', async () => {
    const owner = await learner();
    const other = await learner();
    const card = await create(owner.cookie, 'Mine only');
    for (const [url, payload] of [
      ['/_api/flashcard/update', { id: card.id, front: 'Stolen' }],
      ['/_api/flashcard/delete', { id: card.id }],
      ['/_api/flashcard/review', { id: card.id, grade: 'good' }],
    ] as const) {
      const response = await post(url, other.cookie, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(texts.notFound);
    }
    expect((await post('/_api/flashcard/update', owner.cookie, { id: 'not-a-uuid' })).statusCode).toBe(404);
    const suspended = readBody<TFlashcard>(
      await post('/_api/flashcard/update', owner.cookie, { id: card.id, isSuspended: true }),
    );
    expect(suspended.isSuspended).toBe(true);
    expect((await post('/_api/flashcard/review', owner.cookie, { id: card.id, grade: 'good' })).statusCode).toBe(409);
    expect(readBody(await post('/_api/flashcard/delete', owner.cookie, { id: card.id }))).toEqual({ success: true });
    expect((await list(owner.cookie, '')).pagination.totalCount).toBe(0);
  });
});

describe('reviews', () => {
  it('schedules each answer, logs it, and answers the new schedule', async () => {
    const { user, cookie } = await learner();
    const card = await create(cookie, 'Signal word DANGER');
    const answered = readBody<TFlashcard>(await post('/_api/flashcard/review', cookie, { id: card.id, grade: 'easy' }));
    expect(answered.schedule).toMatchObject({ state: 'review', repetitions: 1, lapses: 0 });
    // Anki's graduating Easy of 4 days, fuzzed per card as the product does: 3 to 5 days.
    expect([3, 4, 5]).toContain(answered.schedule.intervalDays);
    const logs = await ctx.database.db.select().from(flashcardReviews).where(eq(flashcardReviews.userId, user.id));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ grade: 'easy', stateBefore: 'new' });
    expect((await post('/_api/flashcard/review', cookie, { id: card.id, grade: 'perfect' })).statusCode).toBe(400);
  });

  it('serves due cards first, then new cards up to the daily limit, with a 7-day forecast', async () => {
    const { user, cookie } = await learner();
    const now = new Date('2026-05-10T09:00:00Z');
    const db = ctx.database.db;
    const due = await create(cookie, 'Due card');
    await db
      .update(userFlashcards)
      .set({ state: 'review', intervalDays: 3, dueAt: new Date('2026-05-09T09:00:00Z') })
      .where(eq(userFlashcards.id, due.id));
    const later = await create(cookie, 'Due in two days');
    await db
      .update(userFlashcards)
      .set({ state: 'review', intervalDays: 5, dueAt: new Date('2026-05-12T10:00:00Z') })
      .where(eq(userFlashcards.id, later.id));
    for (let i = 0; i < srsDefaults.newCardsPerDay + 5; i++) await create(cookie, `New ${i}`);

    const queue = await reviewQueue(db, user.id, now);
    expect(queue.cards[0]!.id).toBe(due.id);
    expect(queue.cards).toHaveLength(1 + srsDefaults.newCardsPerDay);
    expect(queue.dueToday).toBe(1);
    expect(queue.forecast.map((d) => d.count)).toEqual([1, 0, 1, 0, 0, 0, 0]);
    expect(queue.forecast[0]!.date).toBe('2026-05-10');

    const firstNew = queue.cards[1]!;
    await reviewCard(db, { userId: user.id, id: firstNew.id, grade: 'good', now });
    const after = await reviewQueue(db, user.id, now);
    expect(after.newLeftToday).toBe(srsDefaults.newCardsPerDay - 1);
    // The card just learned is due again in 10 minutes, so it joins today's due cards.
    expect(after.dueToday).toBe(2);
  });
});

describe('personal data', () => {
  it('exports the cards and the review log, and deleting the account removes both', async () => {
    const { user, cookie } = await learner();
    const card = await create(cookie, 'Exported');
    await post('/_api/flashcard/review', cookie, { id: card.id, grade: 'good' });
    const exported = readBody<{ flashcards: unknown[]; flashcardReviews: unknown[] }>(
      await post('/_api/settings/export-data', cookie, {}),
    );
    expect(exported.flashcards).toHaveLength(1);
    expect(exported.flashcardReviews).toHaveLength(1);
    await post('/_api/settings/delete-account', cookie, { password: TEST_PASSWORD });
    const db = ctx.database.db;
    expect(await db.select().from(userFlashcards).where(eq(userFlashcards.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(flashcardReviews).where(eq(flashcardReviews.userId, user.id))).toHaveLength(0);
  });
});

describe('import and export', () => {
  it('exports CSV and Anki text, and imports both back, skipping rows without a front or back', async () => {
    const { cookie } = await learner();
    await create(cookie, 'Signal word, "DANGER"', ['Label & Labeling', 'core']);
    const csv = await ctx.app.inject({ method: 'GET', url: '/_api/flashcards/export?format=csv', headers: { cookie } });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body.split('\n')[0]).toBe('front,back,tags');
    expect(csv.body).toContain('"Signal word, ""DANGER"""');

    const anki = await ctx.app.inject({
      method: 'GET',
      url: '/_api/flashcards/export?format=anki',
      headers: { cookie },
    });
    // Anki 2.1.55+ "Notes in Plain Text": GUID first, tags last (anki/anki-text.test.ts covers the format).
    expect(anki.body).toMatch(
      /^#separator:tab\n#html:false\n#notetype:Basic\n#deck:.+\n#guid column:1\n#tags column:4\n/,
    );
    expect(anki.body).toContain('\tLabel_&_Labeling core');

    const other = await learner();
    const fromCsv = readBody(
      await post('/_api/flashcards/import', other.cookie, { format: 'csv', content: `${csv.body}"",no front,\n` }),
    );
    expect(fromCsv).toEqual({ imported: 1, skipped: 1 });
    const fromAnki = readBody(
      await post('/_api/flashcards/import', other.cookie, { format: 'anki', content: anki.body }),
    );
    expect(fromAnki).toEqual({ imported: 1, skipped: 0 });
    const cards = await list(other.cookie, 'limit=10');
    expect(cards.flashcards.map((c) => c.tags)).toEqual([
      ['Label & Labeling', 'core'],
      ['Label & Labeling', 'core'],
    ]);
  });

  it('refuses an unreadable or empty file with a clear message', async () => {
    const { cookie } = await learner();
    const unreadable = await post('/_api/flashcards/import', cookie, {
      format: 'csv',
      content: 'question;answer\nx;y',
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error).toBe(texts.importUnreadable);
    expect((await post('/_api/flashcards/import', cookie, { format: 'csv', content: '' })).json().error).toBe(
      texts.importEmpty,
    );
  });

  it('reads at most deckImportPerUser files an hour per learner, then answers 429 with Retry-After', async () => {
    const { cookie } = await learner();
    const file = { format: 'csv', content: 'front,back\nq,a\n' };
    for (let i = 0; i < rateLimits.deckImportPerUser.limit; i++) {
      expect((await post('/_api/flashcards/import', cookie, file)).statusCode).toBe(200);
    }
    const refused = await post('/_api/flashcards/import', cookie, file);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another learner's budget is their own.
    expect((await post('/_api/flashcards/import', (await learner()).cookie, file)).statusCode).toBe(200);
  });
});
