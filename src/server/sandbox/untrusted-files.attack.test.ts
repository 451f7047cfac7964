import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashcardMessages } from '../../shared/domain/flashcards';
import { knowledgeBaseFileTexts } from '../../shared/domain/knowledge-base-texts';
import { knowledgeDocuments, userFlashcards } from '../db/schema';
import { fixtureCollection, fixturePackage } from '../modules/flashcards/anki/anki-fixtures';
import { loadSqlite } from '../modules/flashcards/anki/anki-sqlite';
import { createDocumentWorker } from '../modules/knowledge-base/document-worker';
import { setupKnowledgeBaseTests, silentLog } from '../modules/knowledge-base/knowledge-base-test-helpers';
import { analyzeTables } from '../modules/maintenance/maintenance-worker';
import { databaseFilesProvider } from '../providers/files/files-provider';
import { readBody, superjsonBody } from '../test/app';
import { cookieFor, createUser } from '../test/factories';
import { healthBoundMs, healthWhile } from '../test/health-watch';
import { multipartBody } from '../test/multipart';
import { imagePdf, inflationBombPdf, manyPagesPdf } from '../test/raw-pdf';
import { closeSandbox, runSandboxed } from './sandbox';

// Issue 25: each upload that froze the server in the security review, sent over real HTTP while the health check is
// polled. Each request must end with a clear 4xx (or its normal answer) and the health check must stay fast.

const { ctx, cookies, upload } = setupKnowledgeBaseTests();
let learnerCookie = '';
let learnerId = 0;
beforeAll(async () => {
  const learner = await createUser(ctx.database.db, { purchaseStatus: 'completed' });
  learnerId = learner.id;
  learnerCookie = await cookieFor(ctx.database.db, learner);
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => closeSandbox());

const importText = (content: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/_api/flashcards/import',
    payload: superjsonBody({ format: 'anki', content }),
    headers: { cookie: learnerCookie },
  });

async function importPackage(bytes: Uint8Array) {
  const form = await multipartBody({ file: { name: 'deck.apkg', content: new Uint8Array(bytes) } });
  return ctx.app.inject({
    method: 'POST',
    url: '/_api/flashcards/import-apkg',
    payload: form.payload,
    headers: { ...form.headers, cookie: learnerCookie },
  });
}

/** A collection whose `col` is a view that recurses millions of times before it yields its one row. */
async function recursiveViewCollection() {
  const SQL = await loadSqlite();
  const db = new SQL.Database(await fixtureCollection([], { crt: 1_700_020_800 }));
  db.run('DROP TABLE col');
  db.run(
    "CREATE VIEW col AS WITH RECURSIVE r(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM r WHERE x < 20000000) SELECT max(x) AS crt, '{}' AS models FROM r",
  );
  const bytes = db.export();
  db.close();
  return bytes;
}

describe('learner uploads cannot stop the server', () => {
  it('H1: an Anki text field of 60,000 "<" and no ">" is skipped before any stripping, not parsed for seconds', async () => {
    const content = `#separator:tab\n#html:true\n${'<'.repeat(60_000)}\tback\nfront <b>kept</b>\tback <br>kept\n`;
    const { result, slowestHealthMs } = await healthWhile(ctx.app, () => importText(content));
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().json).toEqual({ imported: 1, skipped: 1 });
    expect(slowestHealthMs).toBeLessThan(healthBoundMs);
  });

  it('H1: the same field inside an .apkg is skipped too', async () => {
    const collection = await fixtureCollection([{ guid: 'lt1', kind: 'basic', fields: ['<'.repeat(80_000), 'back'] }], {
      crt: 1_700_020_800,
    });
    const { result, slowestHealthMs } = await healthWhile(ctx.app, () =>
      importPackage(fixturePackage({ 'collection.anki2': collection })),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().json).toMatchObject({ imported: 0, skipped: 1 });
    expect(slowestHealthMs).toBeLessThan(healthBoundMs);
  });

  it('H2: a package whose collection is a recursive view is refused before the view is read', async () => {
    const bytes = fixturePackage({ 'collection.anki2': await recursiveViewCollection() });
    const { result, slowestHealthMs } = await healthWhile(ctx.app, () => importPackage(bytes));
    expect(result.statusCode).toBe(400);
    expect(result.json().error).toBe(flashcardMessages.packageNotPlainData);
    expect(slowestHealthMs).toBeLessThan(healthBoundMs);
  });

  it('exports a deck of 20,000 cards, as .apkg and in the personal-data file, off the request thread', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      userId: learnerId,
      front: `Card ${i} front: what does the label say about re-entry?`,
      back: `Card ${i} back: wait until the restricted-entry interval has passed.`,
      tags: ['bulk'],
    }));
    await ctx.database.db.delete(userFlashcards).where(eq(userFlashcards.userId, learnerId)); // the imports above
    for (let i = 0; i < rows.length; i += 1000) {
      await ctx.database.db.insert(userFlashcards).values(rows.slice(i, i + 1000));
    }
    // The database as the maintenance job keeps it (PGlite has no autovacuum daemon, so it analyzes the tables).
    await analyzeTables(ctx.database.db);
    const { result, slowestHealthMs } = await healthWhile(ctx.app, () =>
      ctx.app.inject({ method: 'GET', url: '/_api/flashcards/export?format=apkg', headers: { cookie: learnerCookie } }),
    );
    expect(result.statusCode).toBe(200);
    expect(result.rawPayload.byteLength).toBeGreaterThan(100_000);
    expect(slowestHealthMs).toBeLessThan(healthBoundMs);

    const personal = await healthWhile(ctx.app, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/_api/settings/export-data',
        payload: superjsonBody({}),
        headers: { cookie: learnerCookie },
      }),
    );
    expect(personal.result.statusCode).toBe(200);
    const exported = readBody<{ flashcards: Array<{ createdAt: Date; schedule: { dueAt: Date } }> }>(personal.result);
    expect(exported.flashcards).toHaveLength(20_000);
    expect(exported.flashcards[19_999]!.schedule.dueAt).toBeInstanceOf(Date);
    expect(personal.slowestHealthMs).toBeLessThan(healthBoundMs);

    const more = await importText('#html:false\none more\tcard\n');
    expect(more.statusCode).toBe(400);
    expect(more.json().error).toBe(flashcardMessages.deckFull(20_000));
    await ctx.database.db.delete(userFlashcards).where(eq(userFlashcards.userId, learnerId));
  });
});

describe('admin uploads cannot stop the server', () => {
  it('M6: a PDF whose one stream inflates to 80 MB is refused at upload with its reason', async () => {
    const { result, slowestHealthMs } = await healthWhile(ctx.app, () =>
      upload({ name: 'bomb.pdf', content: inflationBombPdf(80) }),
    );
    expect(result.statusCode).toBe(400);
    expect(result.json().error).toBe(knowledgeBaseFileTexts.pdfInflatesTooMuch);
    expect(slowestHealthMs).toBeLessThan(healthBoundMs);
  });

  it('M6: a PDF of 20,000 pages is refused at upload', async () => {
    const response = await upload({ name: 'long.pdf', content: manyPagesPdf(20_000) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(knowledgeBaseFileTexts.pdfTooManyPages);
  });

  it('M6: a bomb stored before these limits fails in the document job with its reason, once, the server answering', async () => {
    const bytes = inflationBombPdf(80);
    const stored = await databaseFilesProvider.put(ctx.database.db, { bytes, mimeType: 'application/pdf' });
    const [doc] = await ctx.database.db
      .insert(knowledgeDocuments)
      .values({
        filename: 'old-bomb.pdf',
        fileType: 'application/pdf',
        fileSize: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        fileId: stored.id,
        jurisdictions: ['federal'],
        status: 'processing',
      })
      .returning();
    const worker = createDocumentWorker({ db: ctx.database.db, log: silentLog });
    const { slowestHealthMs } = await healthWhile(ctx.app, () => worker.runOnce());
    const [after] = await ctx.database.db.select().from(knowledgeDocuments).where(eq(knowledgeDocuments.id, doc!.id));
    expect(after).toMatchObject({ status: 'failed', statusMessage: knowledgeBaseFileTexts.pdfInflatesTooMuch });
    expect(after!.attempts).toBe(1);
    expect(slowestHealthMs).toBeLessThan(healthBoundMs);
  });

  it('M6: images over the pixel limit are not decoded for OCR; smaller ones are', async () => {
    const huge = await runSandboxed('scannedPageImages', { bytes: imagePdf(6000, 5000), pageNumber: 1 }, 'document');
    expect(huge).toMatchObject({ pageCount: 1, images: [] });
    const page = await runSandboxed('scannedPageImages', { bytes: imagePdf(800, 600), pageNumber: 1 }, 'document');
    expect(page).toMatchObject({ pageCount: 1 });
    expect((page as { images: Uint8Array[] }).images).toHaveLength(1);
  });

  it('M6: ten 4 MB text uploads at once, over real sockets, leave the health check fast', async () => {
    // On PostgreSQL the ten uploads take every connection of the pool; the health check pings on a connection of its
    // own (db/ping.ts), so it does not wait for one.
    // The bodies are made first: building 40 MB of forms is the client's work, and here the client shares the thread.
    const forms = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        multipartBody({
          file: {
            name: `notes-${i}.txt`,
            content: `${i} ${'Read the label before every application. '.repeat(100_000)}`,
          },
          jurisdictions: 'federal',
        }),
      ),
    );
    const address = ctx.app.server.address() as { port: number };
    const send = (form: (typeof forms)[number]) =>
      fetch(`http://127.0.0.1:${address.port}/_api/ai/upload`, {
        method: 'POST',
        body: form.payload,
        headers: { ...form.headers, cookie: cookies.admin },
      }).then((response) => response.status);
    const { result, slowestHealthMs } = await healthWhile(ctx.app, () => Promise.all(forms.map(send)));
    expect(result).toEqual(Array(10).fill(200));
    expect(slowestHealthMs).toBeLessThan(healthBoundMs);
  });
});
