import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TKnowledgeDocument } from '../../../shared/contract/knowledge-base';
import { knowledgeBaseTexts as texts } from '../../../shared/domain/knowledge-base-admin-texts';
import { knowledgeChunks, knowledgeDocuments, storedFiles } from '../../db/schema';
import { readBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { deleteAccount } from '../account/account.service';
import { createDocumentWorker } from './document-worker';
import { setupKnowledgeBaseTests, silentLog } from './knowledge-base-test-helpers';
import { createTesseractOcr } from './ocr/tesseract-ocr';

const { ctx, upload, uploaded, getJson, details, remove, worker } = setupKnowledgeBaseTests();

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
