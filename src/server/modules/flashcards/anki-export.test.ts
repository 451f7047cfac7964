import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ankiDeckName } from '../../../shared/domain/flashcards';
import { userFlashcards } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { allRows, loadSqlite } from './anki/anki-sqlite';
import { parseAnkiText } from './anki/anki-text';

// Exports read back the way Anki reads them: the package's SQLite opened with sql.js and checked against Anki's
// schema 11, the text file by Anki's text rules; and both imported again by this app.

const ctx = setupTestApp();
const DAY_MS = 86_400_000;

async function learner() {
  const user = await createUser(ctx.database.db, { purchaseStatus: 'completed' });
  return { user, cookie: await cookieFor(ctx.database.db, user) };
}
const download = (cookie: string, format: string) =>
  ctx.app.inject({ method: 'GET', url: `/_api/flashcards/export?format=${format}`, headers: { cookie } });
const cardsOf = (userId: number) =>
  ctx.database.db.select().from(userFlashcards).where(eq(userFlashcards.userId, userId)).orderBy(userFlashcards.front);

const dueAt = new Date(Date.now() + 5 * DAY_MS);
async function seedDeck(userId: number) {
  await ctx.database.db.insert(userFlashcards).values([
    {
      userId,
      front: '#1 rule: read the label',
      back: 'Line one\nLine two & <three>',
      tags: ['Label & Labeling', 'my_tag'],
    },
    { userId, front: '"Quoted" start', back: 'tab\there', tags: [], isSuspended: true },
    {
      userId,
      front: 'Reviewed card',
      back: 'back',
      tags: ['ppe'],
      state: 'review',
      intervalDays: 9,
      ease: 2.35,
      repetitions: 4,
      lapses: 2,
      dueAt,
    },
  ]);
}

const columns = (sqlite: import('sql.js').Database, table: string) =>
  allRows<{ name: string }>(sqlite, `PRAGMA table_info(${table})`).map((c) => c.name);

describe('exporting for Anki', () => {
  it('writes an .apkg with collection.anki2 in Anki schema 11 that reads back as Anki reads it', async () => {
    const { user, cookie } = await learner();
    await seedDeck(user.id);
    const response = await download(cookie, 'apkg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="flashcards-apkg.apkg"');
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(['collection.anki2', 'media']);
    expect(new TextDecoder().decode(entries.media)).toBe('{}');
    const SQL = await loadSqlite();
    const sqlite = new SQL.Database(entries['collection.anki2']);
    expect(columns(sqlite, 'col')).toEqual([
      'id',
      'crt',
      'mod',
      'scm',
      'ver',
      'dty',
      'usn',
      'ls',
      'conf',
      'models',
      'decks',
      'dconf',
      'tags',
    ]);
    expect(columns(sqlite, 'notes')).toEqual([
      'id',
      'guid',
      'mid',
      'mod',
      'usn',
      'tags',
      'flds',
      'sfld',
      'csum',
      'flags',
      'data',
    ]);
    expect(columns(sqlite, 'cards')).toEqual([
      'id',
      'nid',
      'did',
      'ord',
      'mod',
      'usn',
      'type',
      'queue',
      'due',
      'ivl',
      'factor',
      'reps',
      'lapses',
      'left',
      'odue',
      'odid',
      'flags',
      'data',
    ]);
    expect(columns(sqlite, 'revlog')).toHaveLength(9);
    const [col] = allRows<{ ver: number; crt: number; models: string; decks: string; dconf: string; conf: string }>(
      sqlite,
      'SELECT * FROM col',
    );
    expect(col!.ver).toBe(11);
    const models = Object.values(JSON.parse(col!.models)) as {
      id: number;
      type: number;
      flds: { name: string; ord: number }[];
      tmpls: { qfmt: string; afmt: string }[];
    }[];
    expect(models).toHaveLength(1);
    expect(models[0]!.type).toBe(0);
    expect(models[0]!.flds.map((f) => [f.name, f.ord])).toEqual([
      ['Front', 0],
      ['Back', 1],
    ]);
    expect(models[0]!.tmpls[0]).toMatchObject({ qfmt: '{{Front}}' });
    const decks = Object.values(JSON.parse(col!.decks)) as { id: number; name: string; dyn: number }[];
    expect(decks.map((d) => d.name).sort()).toEqual(['Default', ankiDeckName].sort());
    expect(Object.keys(JSON.parse(col!.dconf))).toEqual(['1']);

    const notes = allRows<{
      id: number;
      guid: string;
      mid: number;
      tags: string;
      flds: string;
      sfld: string;
      csum: number;
    }>(sqlite, 'SELECT * FROM notes ORDER BY id');
    expect(notes.map((n) => n.flds.split('\x1f')).sort()).toEqual([
      ['#1 rule: read the label', 'Line one<br>Line two &amp; &lt;three&gt;'],
      ['&quot;Quoted&quot; start', 'tab\there'],
      ['Reviewed card', 'back'],
    ]);
    const byFront = (start: string) => notes.findIndex((n) => n.flds.startsWith(start));
    expect(notes[byFront('#1')]!.tags).toBe(' Label_&_Labeling my_tag ');
    expect(notes.every((n) => n.mid === models[0]!.id)).toBe(true);
    expect(new Set(notes.map((n) => n.guid)).size).toBe(3);
    // csum: the first 8 hex digits of SHA-1 of the first field without HTML, as a number.
    const sha = (text: string) => Number.parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);
    expect(notes[byFront('#1')]!.csum).toBe(sha('#1 rule: read the label'));
    expect(notes[byFront('&quot;')]!.csum).toBe(sha('"Quoted" start'));
    expect(notes[byFront('Reviewed')]!.csum).toBe(sha('Reviewed card'));
    expect(notes[byFront('&quot;')]!.sfld).toBe('"Quoted" start');

    const cards = allRows<Record<string, number>>(sqlite, 'SELECT * FROM cards ORDER BY id');
    expect(cards.map((c) => c.nid)).toEqual(notes.map((n) => n.id));
    const cardOf = (start: string) => cards[byFront(start)]!;
    expect([cardOf('#1'), cardOf('&quot;'), cardOf('Reviewed')].map((c) => [c.ord, c.type, c.queue])).toEqual([
      [0, 0, 0],
      [0, 0, -1],
      [0, 2, 2],
    ]);
    expect(new Set(cards.map((c) => c.did)).size).toBe(1);
    expect(decks.find((d) => d.id === cards[0]!.did)?.name).toBe(ankiDeckName);
    const review = cardOf('Reviewed');
    expect([review.ivl, review.factor, review.reps, review.lapses]).toEqual([9, 2350, 4, 2]);
    // Due is a day number counted from crt.
    expect(col!.crt + review.due! * 86_400).toBeLessThanOrEqual(dueAt.getTime() / 1000);
    expect(col!.crt + (review.due! + 1) * 86_400).toBeGreaterThan(dueAt.getTime() / 1000);
    sqlite.close();
  });

  it('imports its own .apkg back into another learner unchanged, schedule included', async () => {
    const owner = await learner();
    await seedDeck(owner.user.id);
    const apkg = new Uint8Array((await download(owner.cookie, 'apkg')).rawPayload);
    const other = await learner();
    const form = await multipartBody({ file: { name: 'deck.apkg', content: apkg }, keepScheduling: 'true' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/_api/flashcards/import-apkg',
      payload: form.payload,
      headers: { ...form.headers, cookie: other.cookie },
    });
    expect(readBody(response)).toEqual({ imported: 3, skipped: 0, unsupported: 0, mediaSkipped: 0 });
    const pick = (c: typeof userFlashcards.$inferSelect) => ({
      front: c.front,
      back: c.back,
      tags: c.tags,
      state: c.state,
      intervalDays: c.intervalDays,
      ease: c.ease,
      lapses: c.lapses,
      isSuspended: c.isSuspended,
    });
    expect((await cardsOf(other.user.id)).map(pick)).toEqual((await cardsOf(owner.user.id)).map(pick));
    const reviewed = (await cardsOf(other.user.id)).find((c) => c.front === 'Reviewed card')!;
    expect(Math.abs(reviewed.dueAt.getTime() - dueAt.getTime())).toBeLessThan(DAY_MS);
  });

  it('exports Anki text that Anki’s rules and this app read back unchanged, and keeps the CSV export', async () => {
    const owner = await learner();
    await seedDeck(owner.user.id);
    const response = await download(owner.cookie, 'anki');
    expect(response.headers['content-disposition']).toBe('attachment; filename="flashcards-anki.txt"');
    const parsed = parseAnkiText(response.body);
    const own = await cardsOf(owner.user.id);
    expect(
      parsed.map(({ front, back, tags }) => ({ front, back, tags })).sort((a, b) => a.front.localeCompare(b.front)),
    ).toEqual(
      own.map(({ front, back, tags }) => ({ front, back, tags })).sort((a, b) => a.front.localeCompare(b.front)),
    );
    const other = await learner();
    const post = (content: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/_api/flashcards/import',
        headers: { cookie: other.cookie },
        payload: superjsonBody({ format: 'anki', content }),
      });
    expect(readBody(await post(response.body))).toEqual({ imported: 3, skipped: 0 });
    // The GUID column makes a second import of the same file add nothing.
    expect(readBody(await post(response.body))).toEqual({ imported: 0, skipped: 3 });
    const csv = await download(owner.cookie, 'csv');
    expect(csv.body.split('\n')[0]).toBe('front,back,tags');
  });

  it('answers a clear 400 for Anki text with broken quoting, and is for learners only', async () => {
    const { cookie } = await learner();
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/_api/flashcards/import',
      headers: { cookie },
      payload: superjsonBody({ format: 'anki', content: '"never closed\tback\n' }),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatch(/Anki text/);
    expect((await ctx.app.inject({ method: 'GET', url: '/_api/flashcards/export?format=apkg' })).statusCode).toBe(401);
    const student = await createUser(ctx.database.db);
    expect((await download(await cookieFor(ctx.database.db, student), 'apkg')).statusCode).toBe(403);
  });
});
