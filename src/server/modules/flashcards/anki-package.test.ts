import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { flashcardMessages as texts } from '../../../shared/domain/flashcards';
import { uploadTexts } from '../../../shared/domain/upload-texts';
import { userFlashcards } from '../../db/schema';
import { readBody, setupTestApp } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { fixtureCollection, fixturePackage, type TFixtureNote, zstdBomb, zstdRawFrame } from './anki/anki-fixtures';
import { loadSqlite } from './anki/anki-sqlite';

// Importing .apkg packages built here the way Anki lays them out; bad packages answer 400 and write nothing.

const ctx = setupTestApp();
const DAY = 86_400;
const crt = 1_700_020_800; // an Anki day start (04:00 UTC)

async function learner() {
  const user = await createUser(ctx.database.db, { purchaseStatus: 'completed' });
  return { user, cookie: await cookieFor(ctx.database.db, user) };
}
async function upload(cookie: string, bytes: Uint8Array, keepScheduling?: 'true' | 'false') {
  const form = await multipartBody({
    file: { name: 'deck.apkg', content: new Uint8Array(bytes) },
    ...(keepScheduling ? { keepScheduling } : {}),
  });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/_api/flashcards/import-apkg',
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
  return { response };
}
const cardsOf = (userId: number) =>
  ctx.database.db.select().from(userFlashcards).where(eq(userFlashcards.userId, userId)).orderBy(userFlashcards.front);

const notes: TFixtureNote[] = [
  {
    guid: 'rev1',
    kind: 'basic',
    fields: ['What is <b>drift</b>?', 'Movement of spray<br>off target &amp; away'],
    tags: ' Application_Equipment_&_Calibration drift_control ',
    card: { type: 2, queue: 2, due: 30, ivl: 12, factor: 2650, reps: 7, lapses: 1 },
  },
  {
    guid: 'rev2',
    kind: 'reversed',
    fields: ['Signal word for Category I', 'DANGER'],
    card: { type: 2, queue: -1, due: 25, ivl: 4, factor: 2300, reps: 3, lapses: 0 },
  },
  {
    guid: 'lrn1',
    kind: 'basic',
    fields: ['Learning card', 'back'],
    card: { type: 1, queue: 1, due: crt + 40 * DAY, left: 1001 },
  },
  {
    guid: 'flt1',
    kind: 'basic',
    fields: ['In a filtered deck', 'back'],
    card: { type: 2, queue: 2, due: -100_000, ivl: 3, factor: 2500, odue: 31, odid: 5 },
  },
  { guid: 'new1', kind: 'basic', fields: ['New card', 'new back'] },
  { guid: 'cz1', kind: 'cloze', fields: ['{{c1::PPE}} protects', ''] },
  { guid: 'one1', kind: 'single', fields: ['Only one field'] },
  { guid: 'emp1', kind: 'basic', fields: ['Front without back', '<br>'] },
];

describe('importing an Anki package', () => {
  it('turns Basic-like notes into cards, counts the rest and the media, and starts them new by default', async () => {
    const { user, cookie } = await learner();
    const apkg = fixturePackage({ 'collection.anki2': await fixtureCollection(notes, { crt }) }, 3);
    const { response } = await upload(cookie, apkg);
    expect(response.statusCode).toBe(200);
    expect(readBody(response)).toEqual({ imported: 5, skipped: 1, unsupported: 2, mediaSkipped: 3 });
    const cards = await cardsOf(user.id);
    const drift = cards.find((c) => c.front === 'What is drift?')!;
    expect(drift).toMatchObject({
      back: 'Movement of spray\noff target & away',
      tags: ['Application Equipment & Calibration', 'drift_control'],
      sourceType: 'anki',
      sourceId: 'rev1',
      state: 'new',
      isSuspended: false,
    });
    expect(cards.every((c) => c.state === 'new')).toBe(true);
    // The same package again: every note is already there.
    expect(readBody((await upload(cookie, apkg)).response)).toMatchObject({ imported: 0, skipped: 6 });
  });

  it("keeps Anki's scheduling when the learner asks: interval, ease, due day, lapses, suspension, learning", async () => {
    const { user, cookie } = await learner();
    const apkg = fixturePackage({ 'collection.anki2': await fixtureCollection(notes, { crt }) });
    expect(readBody((await upload(cookie, apkg, 'true')).response)).toMatchObject({ imported: 5 });
    const byFront = new Map((await cardsOf(user.id)).map((c) => [c.front, c]));
    expect(byFront.get('What is drift?')).toMatchObject({
      state: 'review',
      intervalDays: 12,
      ease: 2.65,
      repetitions: 7,
      lapses: 1,
      dueAt: new Date((crt + 30 * DAY) * 1000),
    });
    // The reversed note takes its first card's schedule, not the reverse card's.
    expect(byFront.get('Signal word for Category I')).toMatchObject({
      state: 'review',
      intervalDays: 4,
      isSuspended: true,
    });
    expect(byFront.get('Learning card')).toMatchObject({
      state: 'learning',
      step: 1,
      dueAt: new Date((crt + 40 * DAY) * 1000),
    });
    expect(byFront.get('In a filtered deck')).toMatchObject({ dueAt: new Date((crt + 31 * DAY) * 1000) });
    expect(byFront.get('New card')).toMatchObject({ state: 'new', ease: 2.5 });
  });

  it('drops a NUL from tags, guids and fields, which text columns cannot hold (issue 25 fuzz)', async () => {
    const { user, cookie } = await learner();
    const withNul: TFixtureNote[] = [
      {
        guid: 'nul\u0000guid',
        kind: 'basic',
        fields: ['Front\u0000 with NUL', 'Back'],
        tags: 'drift\u0000control ppe',
      },
    ];
    const apkg = fixturePackage({ 'collection.anki2': await fixtureCollection(withNul, { crt }) });
    const { response } = await upload(cookie, apkg);
    expect(response.statusCode, response.body).toBe(200);
    expect(readBody(response)).toMatchObject({ imported: 1 });
    const [card] = await cardsOf(user.id);
    expect(card).toMatchObject({ front: 'Front with NUL', tags: ['driftcontrol', 'ppe'], sourceId: 'nulguid' });
  });

  it('keeps what our columns hold of scheduling past their range, instead of failing the import (issue 25 fuzz)', async () => {
    const { user, cookie } = await learner();
    const now = new Date();
    const text = (value: string) => value as unknown as number; // SQLite keeps text in an integer column
    const hostile: TFixtureNote[] = [
      {
        guid: 'h1',
        kind: 'basic',
        fields: ['Due in 2^31 days', 'b'],
        card: { type: 2, queue: 2, due: 2 ** 31, ivl: 1e308 },
      },
      {
        guid: 'h2',
        kind: 'basic',
        fields: ['Counts past integer', 'b'],
        card: { type: 2, queue: 2, due: 30, reps: 2 ** 31, lapses: 1e12, factor: 1e308 },
      },
      {
        guid: 'h3',
        kind: 'basic',
        fields: ['Learning in year 33000', 'b'],
        card: { type: 1, queue: 1, due: 1e12, left: 1e308 },
      },
      {
        guid: 'h4',
        kind: 'basic',
        fields: ['Text in the columns', 'b'],
        card: { type: 3, queue: 1, due: text('soon'), ivl: text('x'), lapses: text('many') },
      },
      { guid: 'h5', kind: 'basic', fields: ['Before the epoch', 'b'], card: { type: 2, queue: 2, due: -1e9, ivl: 5 } },
    ];
    const apkg = fixturePackage({ 'collection.anki2': await fixtureCollection(hostile, { crt }) });
    const { response } = await upload(cookie, apkg, 'true');
    expect(response.statusCode, response.body).toBe(200);
    expect(readBody(response)).toMatchObject({ imported: 5 });
    const byFront = new Map((await cardsOf(user.id)).map((c) => [c.front, c]));
    const dueNow = (front: string) => Math.abs(byFront.get(front)!.dueAt.getTime() - now.getTime()) < 60_000;
    expect(byFront.get('Due in 2^31 days')).toMatchObject({ state: 'review', intervalDays: 36_500 });
    expect(dueNow('Due in 2^31 days')).toBe(true);
    expect(byFront.get('Counts past integer')).toMatchObject({ repetitions: 2 ** 31 - 1, lapses: 2 ** 31 - 1 });
    expect(byFront.get('Learning in year 33000')).toMatchObject({ state: 'learning' });
    expect(dueNow('Learning in year 33000')).toBe(true);
    expect(byFront.get('Text in the columns')).toMatchObject({ state: 'relearning', intervalDays: 1, lapses: 0 });
    expect(dueNow('Before the epoch')).toBe(true);
  });

  it('prefers collection.anki21 to the legacy copy, and reads a zstd collection.anki21b in schema 18 when meta says so', async () => {
    const { user, cookie } = await learner();
    const real = [{ guid: 'n1', kind: 'basic' as const, fields: ['Real front', 'Real back'] }];
    const dummy = [{ guid: 'd1', kind: 'basic' as const, fields: ['Please update to the latest Anki version', 'x'] }];
    const legacy2 = fixturePackage({
      'collection.anki2': await fixtureCollection(dummy, { crt }),
      'collection.anki21': await fixtureCollection(real, { crt }),
    });
    expect(readBody((await upload(cookie, legacy2)).response)).toMatchObject({ imported: 1 });
    const latestNotes = [
      { guid: 'z1', kind: 'basic' as const, fields: ['Zstd front', 'Zstd back'] },
      { guid: 'z2', kind: 'cloze' as const, fields: ['{{c1::x}}', ''] },
    ];
    const latest = fixturePackage({
      meta: new Uint8Array([0x08, 0x03]),
      'collection.anki2': await fixtureCollection(dummy, { crt }),
      'collection.anki21b': zstdRawFrame(await fixtureCollection(latestNotes, { crt, schema18: true })),
    });
    expect(readBody((await upload(cookie, latest)).response)).toMatchObject({ imported: 1, unsupported: 1 });
    expect((await cardsOf(user.id)).map((c) => c.front)).toEqual(['Real front', 'Zstd front']);
  });
});

describe('bad packages', () => {
  it('answers 400 with a clear message and writes nothing', async () => {
    const { user, cookie } = await learner();
    const fine = await fixtureCollection(notes, { crt });
    const zeros = new Uint8Array(101 * 1024 * 1024);
    const cases: [Uint8Array, string][] = [
      [strToU8('front\tback\n'), texts.packageNotZip],
      [zipSync({ 'notes.txt': strToU8('hello') }), texts.packageNoCollection],
      [zipSync({ 'collection.anki2': strToU8('not sqlite at all, just text') }), texts.packageUnreadable],
      [zipSync({ 'collection.anki2': zeros }, { level: 9 }), texts.packageTooBig],
      [
        zipSync({ meta: new Uint8Array([0x08, 0x03]), 'collection.anki21b': zstdBomb(1000), 'collection.anki2': fine }),
        texts.packageTooBig,
      ],
      [zipSync({ meta: new Uint8Array([0x08, 0x03]), 'collection.anki2': fine }), texts.packageNoCollection],
      [fixturePackage({ 'collection.anki2': fine }).subarray(0, 200), texts.packageUnreadable],
    ];
    for (const [bytes, message] of cases) {
      const { response } = await upload(cookie, bytes, 'true');
      expect([response.statusCode, response.json().error]).toEqual([400, message]);
    }
    expect(await cardsOf(user.id)).toEqual([]);
  }, 90_000);

  it('refuses a 200 MB upload without reading it into memory', async () => {
    const { user, cookie } = await learner();
    const boundary = 'anki-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.apkg"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const chunk = new Uint8Array(1024 * 1024);
    async function* body() {
      yield Buffer.from(head);
      yield Buffer.from([0x50, 0x4b, 0x03, 0x04]);
      for (let i = 0; i < 200; i++) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const { Readable } = await import('node:stream');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/_api/flashcards/import-apkg',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Readable.from(body()),
    });
    expect([response.statusCode, response.json().error]).toEqual([400, uploadTexts.tooLarge]);
    expect(await cardsOf(user.id)).toEqual([]);
  }, 60_000);

  it('refuses collections that are code, not data: a trigger, a virtual table, a generated column, a view', async () => {
    const { user, cookie } = await learner();
    const SQL = await loadSqlite();
    const tampered = async (statements: string[]) => {
      const db = new SQL.Database(await fixtureCollection(notes, { crt }));
      for (const statement of statements) db.run(statement);
      const bytes = db.export();
      db.close();
      return fixturePackage({ 'collection.anki2': bytes });
    };
    const packages = [
      await tampered(['CREATE TRIGGER t AFTER INSERT ON notes BEGIN SELECT 1; END']),
      await tampered(['CREATE VIRTUAL TABLE extra USING fts4(x)']),
      await tampered(['CREATE TABLE extra (a integer, b integer GENERATED ALWAYS AS (a * 2) VIRTUAL)']),
      await tampered(['ALTER TABLE notes RENAME TO notes_real', 'CREATE VIEW notes AS SELECT * FROM notes_real']),
    ];
    for (const apkg of packages) {
      const { response } = await upload(cookie, apkg);
      expect([response.statusCode, response.json().error]).toEqual([400, texts.packageNotPlainData]);
    }
    expect(await cardsOf(user.id)).toEqual([]);
  });

  it('is for learners only', async () => {
    const apkg = fixturePackage({ 'collection.anki2': await fixtureCollection(notes, { crt }) });
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/_api/flashcards/import-apkg',
      ...(await multipartBody({ file: { name: 'a.apkg', content: apkg } })),
    });
    expect(anonymous.statusCode).toBe(401);
    const student = await createUser(ctx.database.db);
    const { response } = await upload(await cookieFor(ctx.database.db, student), apkg);
    expect(response.statusCode).toBe(403);
  });
});
