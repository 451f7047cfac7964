import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { knowledgeBaseFileTexts } from '../../../shared/domain/knowledge-base-texts';
import { knowledgeChunks, knowledgeDocuments } from '../../db/schema';
import { databaseFilesProvider } from '../../providers/files/files-provider';
import { setupTestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { createDocumentWorker } from './document-worker';
import { makeManualPdf, utf8 } from './extraction/test-files';
import { deleteDocument, getDocument, uploadDocument } from './knowledge-documents.service';

const ctx = setupTestApp();

import { silentLog } from './knowledge-base-test-helpers';

async function stored(name: string, content: Uint8Array, claimedType = 'application/octet-stream') {
  const uploader = await createUser(ctx.database.db, { role: 'admin' });
  return uploadDocument(ctx.database.db, databaseFilesProvider, {
    file: { filename: name, claimedType, bytes: content, tooLarge: false },
    jurisdictions: ['federal'],
    uploader,
  });
}
const worker = (options: Partial<Parameters<typeof createDocumentWorker>[0]> = {}) =>
  createDocumentWorker({ db: ctx.database.db, log: silentLog, ...options });
const chunksOf = (id: string) =>
  ctx.database.db.select().from(knowledgeChunks).where(eq(knowledgeChunks.documentId, id));
const setRow = (id: string, values: Partial<typeof knowledgeDocuments.$inferInsert>) =>
  ctx.database.db.update(knowledgeDocuments).set(values).where(eq(knowledgeDocuments.id, id));

describe('document job', () => {
  it('picks up a document a crashed instance left processing once its lease has run out, and not before', async () => {
    const document = await stored('left-behind.pdf', await makeManualPdf(3));
    // What a crash mid-job leaves: claimed, an attempt counted, part of the progress shown.
    await setRow(document.id, { attempts: 1, progress: 40, lockedUntil: new Date(Date.now() + 60_000) });
    expect(await worker().runOnce()).toBe(0);

    await setRow(document.id, { lockedUntil: new Date(Date.now() - 1000) });
    expect(await worker().runOnce()).toBe(1);
    const done = await getDocument(ctx.database.db, document.id);
    expect(done).toMatchObject({ status: 'ready', progress: 100, pageCount: 3 });
    const [row] = await ctx.database.db.select().from(knowledgeDocuments).where(eq(knowledgeDocuments.id, document.id));
    expect(row).toMatchObject({ attempts: 2, lockedUntil: null });
  });

  it('runs the after-index step (the embeddings lane) once a batch made documents searchable, and only then', async () => {
    let calls = 0;
    const embedding = worker({ afterIndexed: async () => calls++ });
    expect(await embedding.runOnce()).toBe(0);
    expect(calls).toBe(0);
    await stored('embedded.txt', utf8('Keep the label with the container.'));
    expect(await embedding.runOnce()).toBe(1);
    expect(calls).toBe(1);
  });

  it('processes a document once when two workers race for it', async () => {
    const document = await stored('raced.txt', utf8('CHAPTER\n\nWear chemical-resistant gloves when mixing.'));
    const results = await Promise.all([worker().runOnce(), worker().runOnce(), worker().runOnce()]);
    expect(results.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await chunksOf(document.id)).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(knowledgeDocuments).where(eq(knowledgeDocuments.id, document.id));
    expect(row?.attempts).toBe(1);
  });

  it('writes nothing for a document deleted while it was being read, and does not bring it back', async () => {
    const document = await stored('deleted-meanwhile.pdf', await makeManualPdf(2));
    let deleted = false;
    const files = {
      ...databaseFilesProvider,
      async get(db: Parameters<typeof databaseFilesProvider.get>[0], id: string) {
        const file = await databaseFilesProvider.get(db, id);
        // The admin deletes the document after the job has read the file, before it writes the passages.
        await deleteDocument(ctx.database.db, databaseFilesProvider, document.id);
        deleted = true;
        return file;
      },
    };
    expect(await worker({ files }).runOnce()).toBe(0);
    expect(deleted).toBe(true);
    expect(
      await ctx.database.db.select().from(knowledgeDocuments).where(eq(knowledgeDocuments.id, document.id)),
    ).toEqual([]);
    expect(await chunksOf(document.id)).toEqual([]);
  });

  it('a worker whose lease ran out and was taken over writes nothing over the new owner', async () => {
    const document = await stored('slow.txt', utf8('Slow worker text about buffer zones.'));
    const files = {
      ...databaseFilesProvider,
      async get(db: Parameters<typeof databaseFilesProvider.get>[0], id: string) {
        const file = await databaseFilesProvider.get(db, id);
        // Meanwhile the lease runs out and another worker claims and finishes the document.
        await setRow(document.id, { lockedUntil: new Date(Date.now() - 1) });
        await worker().runOnce();
        await setRow(document.id, { extractedText: 'written by the new owner' });
        return file;
      },
    };
    expect(await worker({ files }).runOnce()).toBe(0);
    const done = await getDocument(ctx.database.db, document.id);
    expect(done).toMatchObject({ status: 'ready', extractedText: 'written by the new owner', chunkCount: 1 });
  });

  it('marks a document failed with the reason when its file cannot be read (a PDF damaged after the upload check)', async () => {
    const pdf = await makeManualPdf(2);
    const damaged = pdf.slice();
    damaged.fill(0x20, 200, damaged.length - 200); // the body blanked, the header and %%EOF kept
    const uploader = await createUser(ctx.database.db, { role: 'admin' });
    const file = await databaseFilesProvider.put(ctx.database.db, { bytes: damaged, mimeType: 'application/pdf' });
    const [row] = await ctx.database.db
      .insert(knowledgeDocuments)
      .values({
        filename: 'damaged.pdf',
        fileType: 'application/pdf',
        fileSize: damaged.byteLength,
        sha256: file.sha256,
        fileId: file.id,
        jurisdictions: ['federal'],
        uploadedBy: uploader.id,
        uploaderName: uploader.displayName,
      })
      .returning();
    expect(await worker().runOnce()).toBe(1);
    expect(await getDocument(ctx.database.db, row!.id)).toMatchObject({
      status: 'failed',
      progress: 0,
      chunkCount: 0,
      statusMessage: knowledgeBaseFileTexts.pdfCorrupt,
    });
  });

  it('marks a document failed after too many attempts instead of trying forever', async () => {
    const document = await stored('poison.txt', utf8('A file whose job keeps crashing.'));
    await setRow(document.id, { attempts: 3 });
    await worker({ maxAttempts: 3 }).runOnce();
    expect(await getDocument(ctx.database.db, document.id)).toMatchObject({
      status: 'failed',
      statusMessage: expect.stringContaining('3 attempts'),
    });
  });

  it('after an unexpected error leaves the document to be retried later, not failed', async () => {
    const document = await stored('flaky.txt', utf8('Flaky storage text.'));
    const files = {
      ...databaseFilesProvider,
      async get() {
        throw new Error('storage unavailable');
      },
    };
    expect(await worker({ files, retryDelayMs: 60_000 }).runOnce()).toBe(0);
    const [row] = await ctx.database.db.select().from(knowledgeDocuments).where(eq(knowledgeDocuments.id, document.id));
    expect(row?.status).toBe('processing');
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it('starts and stops with the poll loop', async () => {
    const document = await stored('polled.txt', utf8('Polled document about restricted entry intervals.'));
    const loop = worker({ pollIntervalMs: 20 });
    loop.start();
    for (let i = 0; i < 100 && (await getDocument(ctx.database.db, document.id)).status !== 'ready'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await loop.stop();
    expect((await getDocument(ctx.database.db, document.id)).status).toBe('ready');
  });
});
