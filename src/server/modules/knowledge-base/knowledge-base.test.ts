import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TKnowledgeDocument } from '../../../shared/contract/knowledge-base';
import { knowledgeBaseTexts as texts } from '../../../shared/domain/knowledge-base-admin-texts';
import { knowledgeBaseFileTexts as fileTexts } from '../../../shared/domain/knowledge-base-texts';
import { maxUploadBytes, uploadTexts } from '../../../shared/domain/upload-texts';
import { knowledgeChunks, knowledgeDocuments } from '../../db/schema';
import { readBody } from '../../test/app';
import { createDocumentWorker } from './document-worker';
import { binaryBytes, makeEncryptedPdf, makeManualPdf, makePdf, makeShapesOnlyPdf } from './extraction/test-files';
import { setupKnowledgeBaseTests, silentLog, type TTestFile } from './knowledge-base-test-helpers';

const { ctx, cookies, upload, uploaded, getJson, details, remove, worker } = setupKnowledgeBaseTests();

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
    for (const cookie of ['', cookies.student]) {
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
    const declared = await upload({ name: 'storage.txt', content: new Uint8Array(latin1) }, 'florida', cookies.admin, {
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
    const cases: [TTestFile, string][] = [
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
