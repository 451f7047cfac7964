import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TKnowledgeDocument } from '../../../shared/contract/knowledge-base';
import { knowledgeBaseTexts as texts } from '../../../shared/domain/knowledge-base-admin-texts';
import { knowledgeBaseFileTexts as fileTexts } from '../../../shared/domain/knowledge-base-texts';
import { maxUploadBytes, uploadTexts } from '../../../shared/domain/upload-texts';
import { knowledgeChunks, knowledgeDocuments, storedFiles } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { deleteAccount } from '../account/account.service';
import { createDocumentWorker } from './document-worker';
import { binaryBytes, makeEncryptedPdf, makeManualPdf, makePdf, makeShapesOnlyPdf } from './extraction/test-files';
import { createTesseractOcr } from './ocr/tesseract-ocr';

const ctx = setupTestApp();
const silentLog = { info() {}, warn() {}, error() {} };
let adminCookie = '';
let studentCookie = '';

beforeAll(async () => {
  adminCookie = await cookieFor(
    ctx.database.db,
    await createUser(ctx.database.db, { role: 'admin', displayName: 'Ada Admin' }),
  );
  studentCookie = await cookieFor(ctx.database.db, await createUser(ctx.database.db, { purchaseStatus: 'completed' }));
});

type TFile = { name: string; content: Uint8Array | string; type?: string };

async function upload(file: TFile | null, jurisdictions: string | null = 'federal', cookie = adminCookie, extra = {}) {
  const fields: Parameters<typeof multipartBody>[0] = { ...extra };
  if (file) fields.file = { name: file.name, content: file.content as BlobPart, type: file.type };
  if (jurisdictions !== null) fields.jurisdictions = jurisdictions;
  const body = await multipartBody(fields);
  return ctx.app.inject({
    method: 'POST',
    url: '/_api/ai/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

const uploaded = async (file: TFile, jurisdictions = 'federal') => {
  const response = await upload(file, jurisdictions);
  expect(response.statusCode, response.body).toBe(200);
  return readBody<{ upload: TKnowledgeDocument }>(response).upload;
};

const getJson = (url: string, cookie = adminCookie) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const details = async (id: string) =>
  readBody<{ upload: TKnowledgeDocument }>(await getJson(`/_api/admin/upload?id=${id}`)).upload;
const remove = (uploadId: unknown, cookie = adminCookie) =>
  ctx.app.inject({
    method: 'POST',
    url: '/_api/admin/upload/delete',
    payload: superjsonBody({ uploadId }),
    headers: cookie ? { cookie } : {},
  });
const worker = () => createDocumentWorker({ db: ctx.database.db, log: silentLog });

/** A three-page manual with a rate table on page 2: real text, a real table, page numbers to cite. */
const makeRateManual = () =>
  makePdf((doc) => {
    doc.fontSize(14).text('CHAPTER ONE: LABELS', 72, 72, { lineBreak: false });
    doc.fontSize(11).text('The label is the law. Read every section before mixing a pesticide.', 72, 100);
    doc.addPage();
    doc.fontSize(14).text('RATE TABLE', 72, 72, { lineBreak: false });
    const rows = [
      ['Product', 'Rate', 'Signal word'],
      ['Alpha 4E', '2 pt/A', 'CAUTION'],
      ['Zylophane 75DF', '1 lb/A', 'WARNING'],
    ];
    for (const [r, row] of rows.entries()) {
      for (const [c, cell] of row.entries())
        doc.fontSize(11).text(cell, 72 + c * 150, 110 + r * 18, { lineBreak: false });
    }
    doc.addPage();
    doc.fontSize(14).text('CHAPTER THREE: DRIFT', 72, 72, { lineBreak: false });
    doc.fontSize(11).text('Spray drift moves pesticide off target; watch the wind speed and droplet size.', 72, 100);
  });

describe('knowledge base calls: who may call them', () => {
  it('answers 401 to anonymous callers and 403 to students on every call', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const cookie of ['', studentCookie]) {
      const expected = cookie ? 403 : 401;
      expect((await upload({ name: 'a.txt', content: 'Label text.' }, 'federal', cookie)).statusCode).toBe(expected);
      expect((await getJson('/_api/admin/uploads', cookie)).statusCode).toBe(expected);
      expect((await getJson(`/_api/admin/upload?id=${id}`, cookie)).statusCode).toBe(expected);
      expect((await remove(id, cookie)).statusCode).toBe(expected);
    }
    expect(await ctx.database.db.select().from(knowledgeDocuments)).toEqual([]);
  });
});

describe('POST /_api/ai/upload', () => {
  it('takes a real multi-page PDF with a table, and the job makes it ready, cited by page and searchable', async () => {
    const pdf = await makeRateManual();
    const document = await uploaded(
      { name: 'rate-manual.pdf', content: pdf, type: 'application/pdf' },
      'federal,texas',
    );
    expect(document).toMatchObject({
      filename: 'rate-manual.pdf',
      fileType: 'application/pdf',
      fileSize: pdf.byteLength,
      jurisdictions: ['federal', 'texas'],
      status: 'processing',
      progress: 0,
      uploaderName: 'Ada Admin',
      chunkCount: 0,
      extractedText: null,
    });
    expect(await worker().runOnce()).toBe(1);

    const ready = await details(document.id);
    expect(ready).toMatchObject({ status: 'ready', progress: 100, pageCount: 3, statusMessage: null });
    expect(ready.extractedText).toContain('Zylophane 75DF 1 lb/A WARNING');
    expect(ready.chunkCount).toBeGreaterThanOrEqual(3);

    const chunks = await ctx.database.db
      .select()
      .from(knowledgeChunks)
      .where(eq(knowledgeChunks.documentId, document.id))
      .orderBy(knowledgeChunks.position);
    expect(chunks.every((chunk) => chunk.source === 'document' && chunk.jurisdictions.join() === 'federal,texas')).toBe(
      true,
    );
    const table = chunks.find((chunk) => chunk.body.includes('Zylophane'));
    expect(table).toMatchObject({ pageStart: 2, pageEnd: 2, heading: 'rate-manual.pdf › RATE TABLE' });

    const hits = await ctx.database.db
      .select({ pageStart: knowledgeChunks.pageStart })
      .from(knowledgeChunks)
      .where(sql`${knowledgeChunks.search} @@ plainto_tsquery('english', 'zylophane warning')`);
    expect(hits).toEqual([{ pageStart: 2 }]);
  });

  it('takes a CSV with its rows cited, and a text file in a declared windows-1252 charset', async () => {
    const csv = await uploaded({
      name: 'products.csv',
      content: 'Product,Rate\nQuinclorac 75,0.5 lb/A\nOther,1 pt/A\n',
    });
    const latin1 = Buffer.from('Caf\u00e9 storage: keep the Xerbicide locked.', 'latin1');
    const declared = await upload({ name: 'storage.txt', content: new Uint8Array(latin1) }, 'florida', adminCookie, {
      charset: 'windows-1252',
    });
    expect(declared.statusCode, declared.body).toBe(200);
    await worker().runOnce();

    const csvDone = await details(csv.id);
    expect(csvDone).toMatchObject({ status: 'ready', fileType: 'text/csv', pageCount: null });
    expect(csvDone.extractedText).toContain('Product: Quinclorac 75');
    const [row] = await ctx.database.db.select().from(knowledgeChunks).where(eq(knowledgeChunks.documentId, csv.id));
    expect(row).toMatchObject({ rowStart: 1, rowEnd: 2, heading: 'products.csv' });

    const textDone = await details(readBody<{ upload: TKnowledgeDocument }>(declared).upload.id);
    expect(textDone).toMatchObject({ status: 'ready', fileType: 'text/plain' });
    expect(textDone.extractedText).toBe('Caf\u00e9 storage: keep the Xerbicide locked.');
  });

  it('refuses the undecodable version of that text without a declared charset', async () => {
    const response = await upload({
      name: 'old.txt',
      content: new Uint8Array(Buffer.from('Na\u00efve rate', 'latin1')),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(fileTexts.invalidUtf8);
  });

  it('answers each bad file with its own message and writes nothing', async () => {
    const manual = await makeManualPdf(2);
    const cases: [TFile, string][] = [
      [{ name: 'locked.pdf', content: await makeEncryptedPdf() }, fileTexts.pdfEncrypted],
      [{ name: 'cut.pdf', content: manual.subarray(0, Math.floor(manual.length / 2)) }, fileTexts.pdfCorrupt],
      [{ name: 'empty.txt', content: '' }, fileTexts.empty],
      [{ name: 'photo.txt', content: binaryBytes() }, fileTexts.notText],
      [{ name: 'fake.pdf', content: 'not a pdf at all' }, fileTexts.notPdf],
      [{ name: 'notes.docx', content: 'x' }, fileTexts.unsupportedType],
      [{ name: 'big.txt', content: new Uint8Array(maxUploadBytes + 1024 * 1024).fill(0x61) }, uploadTexts.tooLarge],
    ];
    for (const [file, message] of cases) {
      const response = await upload(file);
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json().error, file.name).toBe(message);
    }
    const rows = await ctx.database.db
      .select({ filename: knowledgeDocuments.filename })
      .from(knowledgeDocuments)
      .where(
        sql`${knowledgeDocuments.filename} in ('locked.pdf','cut.pdf','empty.txt','photo.txt','fake.pdf','big.txt')`,
      );
    expect(rows).toEqual([]);
  });

  it('refuses a second copy of the same content under another name, naming the first', async () => {
    const content = 'Triple rinse every container before disposal.';
    await uploaded({ name: 'rinse.txt', content });
    const response = await upload({ name: 'rinse-copy.txt', content }, 'texas');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toContain('"rinse.txt"');
  });

  it('requires a file and at least one known jurisdiction, with the spec texts', async () => {
    const file = { name: 'j.txt', content: 'Jurisdiction check text.' };
    expect((await upload(null)).json().error).toBe(uploadTexts.fileRequired);
    for (const jurisdictions of [null, '', ' , ']) {
      const response = await upload(file, jurisdictions);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(texts.jurisdictionRequired);
    }
    const unknown = await upload(file, 'federal,atlantis');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(texts.unknownJurisdiction('atlantis'));
  });

  it('marks a scan as needing OCR when no OCR engine is there, with a message on its row', async () => {
    const scan = await uploaded({ name: 'scan.pdf', content: await makeShapesOnlyPdf() });
    await worker().runOnce();
    expect(await details(scan.id)).toMatchObject({
      status: 'needs_ocr',
      pageCount: 2,
      chunkCount: 0,
      statusMessage: expect.stringContaining('OCR'),
    });
  });

  it('reads a scan with the OCR engine it is given and makes it searchable', async () => {
    const scan = await uploaded({
      name: 'scan-2.pdf',
      content: await makePdf((doc) => doc.rect(10, 10, 50, 50).fill()),
    });
    await worker().runOnce();
    expect((await details(scan.id)).status).toBe('needs_ocr');
    const progress: number[] = [];
    const ocrWorker = createDocumentWorker({
      db: ctx.database.db,
      log: silentLog,
      ocr: async (_pdf, options) => {
        await options.onPage?.(1, 1);
        const [running] = await ctx.database.db
          .select({ progress: knowledgeDocuments.progress })
          .from(knowledgeDocuments)
          .where(eq(knowledgeDocuments.status, 'ocr_running'));
        progress.push(running?.progress ?? 0);
        return {
          pages: [{ pageNumber: 1, text: 'Scanned quarantine notice for fire ants.' }],
          pageCount: 1,
          skippedPages: 0,
        };
      },
    });
    await ocrWorker.runOnce();
    expect(progress[0]).toBeGreaterThan(50);
    expect(await details(scan.id)).toMatchObject({
      status: 'ready',
      chunkCount: 1,
      extractedText: expect.stringContaining('quarantine'),
    });
  });
});

describe('a scanned PDF read by the real OCR engine', () => {
  it('becomes ready, with page-cited chunks the search index finds', async () => {
    const scanned = new Uint8Array(
      readFileSync(path.join(import.meta.dirname, 'ocr', 'fixtures', 'scanned-two-pages.pdf')),
    );
    const scan = await uploaded({ name: 'scanned-notice.pdf', content: scanned });
    const ocrWorker = createDocumentWorker({ db: ctx.database.db, log: silentLog, ocr: createTesseractOcr() });
    // Extraction finds no text layer and leaves it to OCR; the same worker then reads it.
    for (let run = 0; run < 3 && (await details(scan.id)).status !== 'ready'; run++) await ocrWorker.runOnce();
    const done = await details(scan.id);
    expect(done).toMatchObject({ status: 'ready', pageCount: 2 });
    expect(done.extractedText).toContain('Groundwater Protection');
    const found = await ctx.database.db
      .select({ pageStart: knowledgeChunks.pageStart, pageEnd: knowledgeChunks.pageEnd })
      .from(knowledgeChunks)
      .where(
        sql`${knowledgeChunks.documentId} = ${scan.id} and ${knowledgeChunks.search} @@ plainto_tsquery('english', 'groundwater protection')`,
      );
    // The two short pages make one passage, which cites both.
    expect(found).toEqual([{ pageStart: 1, pageEnd: 2 }]);
  }, 120_000);
});

describe('GET /_api/admin/uploads and /_api/admin/upload', () => {
  it('filters by name, type and jurisdiction, pages, and sends a shortened preview', async () => {
    const long = `LONGDOC ${'pesticide safety '.repeat(100)}`;
    const a = await uploaded({ name: 'Alpha-list.txt', content: long }, 'new_york');
    const b = await uploaded({ name: 'beta-list.csv', content: 'Name,Value\nBeta,1\n' }, 'illinois,federal');
    await worker().runOnce();
    const list = async (query: string) =>
      readBody<{ uploads: TKnowledgeDocument[]; total: number }>(await getJson(`/_api/admin/uploads?${query}`));

    expect((await list('search=ALPHA-L')).uploads.map((u) => u.id)).toEqual([a.id]);
    expect((await list('search=-list&fileType=text/csv')).uploads.map((u) => u.id)).toEqual([b.id]);
    expect((await list('search=-list&jurisdictions=new_york,illinois')).total).toBe(2);
    expect((await list('search=-list&jurisdictions=illinois')).uploads.map((u) => u.id)).toEqual([b.id]);
    expect((await list('search=%25')).total).toBe(0);
    const page = await list('search=-list&limit=1&offset=1');
    expect(page).toMatchObject({ total: 2 });
    expect(page.uploads.map((u) => u.id)).toEqual([a.id]);

    const preview = (await list('search=alpha-list')).uploads[0]!;
    expect(preview.extractedText!.length).toBeLessThan(long.length);
    expect((await details(a.id)).extractedText).toBe(long.trim());
  });

  it('answers 400 for a bad query and the spec text for a missing id, 404 for an unknown one', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'offset=-1',
      'fileType=image/png',
      'jurisdictions=mars',
      'color=red',
    ]) {
      expect((await getJson(`/_api/admin/uploads?${query}`)).statusCode, query).toBe(400);
    }
    const missing = await getJson('/_api/admin/upload');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(texts.uploadIdRequired);
    expect((await getJson('/_api/admin/upload?id=')).json().error).toBe(texts.uploadIdRequired);
    expect((await getJson('/_api/admin/upload?id=not-a-uuid')).statusCode).toBe(404);
    expect((await getJson('/_api/admin/upload?id=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('POST /_api/admin/upload/delete', () => {
  it('removes the document, its passages and its stored file, with the spec text', async () => {
    const document = await uploaded({ name: 'to-delete.txt', content: 'Obsolete label about Vexorin drift.' });
    await worker().runOnce();
    const [row] = await ctx.database.db.select().from(knowledgeDocuments).where(eq(knowledgeDocuments.id, document.id));
    expect((await details(document.id)).chunkCount).toBe(1);

    const response = await remove(document.id);
    expect(response.statusCode).toBe(200);
    expect(readBody(response)).toEqual({ message: texts.deleted });
    expect(
      await ctx.database.db.select().from(knowledgeChunks).where(eq(knowledgeChunks.documentId, document.id)),
    ).toEqual([]);
    expect(await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId))).toEqual([]);
    expect((await remove(document.id)).statusCode).toBe(404);
    expect((await remove('nope')).statusCode).toBe(404);
    const missing = await remove('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(texts.uploadIdRequired);
    // The same content may come back once the first copy is gone.
    expect((await upload({ name: 'to-delete.txt', content: 'Obsolete label about Vexorin drift.' })).statusCode).toBe(
      200,
    );
  });
});

describe("an uploader's account deleted", () => {
  it('keeps their documents in the knowledge base and erases their name from them', async () => {
    const leaving = await createUser(ctx.database.db, { role: 'admin', displayName: 'Leaving Admin' });
    const cookie = await cookieFor(ctx.database.db, leaving);
    const response = await upload(
      { name: 'kept.txt', content: 'Store pesticides in a locked, ventilated room.' },
      'federal',
      cookie,
    );
    const document = readBody<{ upload: TKnowledgeDocument }>(response).upload;
    expect(document.uploaderName).toBe('Leaving Admin');
    await deleteAccount(ctx.database.db, leaving.id);
    expect(await details(document.id)).toMatchObject({ filename: 'kept.txt', uploaderName: null });
  });
});
