import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { knowledgeBaseMimeTypes, type TKnowledgeBaseFileKind } from '../../../shared/domain/knowledge-base';
import { knowledgeDocumentJobTexts as jobTexts } from '../../../shared/domain/knowledge-base-admin-texts';
import { systemClock, type TClock } from '../../clock';
import type { TDatabase } from '../../db/client';
import { knowledgeChunks, knowledgeDocuments, type TKnowledgeDocumentRow } from '../../db/schema';
import { databaseFilesProvider, type TFilesProvider } from '../../providers/files/files-provider';
import { runSandboxed, SandboxError } from '../../sandbox/sandbox';
import { createPollingLoop } from '../jobs/polling-loop';
import { documentText, pdfPagesText, type TDocumentText } from './document-passages';
import { charsetOf } from './extraction/decode-text';
import type { TOcrEngine } from './ocr/ocr-types';

export interface TDocumentWorkerOptions {
  db: TDatabase;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  files?: TFilesProvider;
  /** Reads scanned PDFs. Without one, such documents stay in needs_ocr until an instance that has one claims them. */
  ocr?: TOcrEngine;
  pollIntervalMs?: number;
  /** How long a claim keeps other workers off a document; each progress step renews it. */
  leaseMs?: number;
  /** Claims of one document (crashes included) before it is marked failed instead of being tried again. */
  maxAttempts?: number;
  /** After an unexpected error the document is left alone this long before it is tried again. */
  retryDelayMs?: number;
  ocrMaxPages?: number;
  ocrTimeoutMs?: number;
  /** Runs after a batch made documents searchable (outside any transaction): the embeddings lane fills vectors. */
  afterIndexed?: () => Promise<unknown>;
  /** Where the worker reads "now" (clock.ts); the system clock unless a test pins it. */
  clock?: TClock;
}

export interface TDocumentWorker {
  /** Processes what is waiting now, one document after another; returns how many documents it finished. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

type TClaimed = TKnowledgeDocumentRow;
type TOutcome =
  | ({ status: 'ready'; statusMessage: string | null } & TDocumentText)
  | { status: 'needs_ocr' | 'failed'; statusMessage: string; pageCount?: number | null };

const chunkInsertBatch = 500;
const kindOfMime = Object.fromEntries(
  Object.entries(knowledgeBaseMimeTypes).map(([kind, mime]) => [mime, kind as TKnowledgeBaseFileKind]),
) as Record<string, TKnowledgeBaseFileKind>;

/**
 * The document job (docs/decisions/010): reads an uploaded document's text, cuts it into search passages and writes
 * them. The document row is the job: a worker claims a row with FOR UPDATE SKIP LOCKED and a lease (locked_until),
 * so several instances never take the same document and one that dies mid-way lets its claim run out. The claim
 * counts an attempt, and the attempt number is the claim's token: every later write names it, so a worker whose
 * lease ran out (and whose document another worker took) writes nothing. Extraction, OCR and chunking run outside
 * any transaction; one short transaction then writes the text, the passages and the final status together.
 */
export function createDocumentWorker(options: TDocumentWorkerOptions): TDocumentWorker {
  const { db, log, ocr } = options;
  const files = options.files ?? databaseFilesProvider;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const maxAttempts = options.maxAttempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 30_000;
  const ocrMaxPages = options.ocrMaxPages ?? 50;
  const ocrTimeoutMs = options.ocrTimeoutMs ?? 10 * 60_000;
  const clock = options.clock ?? systemClock;

  const ownClaim = (doc: TClaimed) =>
    and(eq(knowledgeDocuments.id, doc.id), eq(knowledgeDocuments.attempts, doc.attempts));

  async function claimNext(): Promise<TClaimed | undefined> {
    const now = clock.now();
    const claimable = ocr ? (['processing', 'needs_ocr', 'ocr_running'] as const) : (['processing'] as const);
    const next = db
      .select({ id: knowledgeDocuments.id })
      .from(knowledgeDocuments)
      .where(
        and(
          inArray(knowledgeDocuments.status, [...claimable]),
          or(isNull(knowledgeDocuments.lockedUntil), lte(knowledgeDocuments.lockedUntil, now)),
        ),
      )
      .orderBy(asc(knowledgeDocuments.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await db
      .update(knowledgeDocuments)
      .set({
        lockedUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${knowledgeDocuments.attempts} + 1`,
        status: sql`case when ${knowledgeDocuments.status} = 'needs_ocr' then 'ocr_running' else ${knowledgeDocuments.status} end`,
        progress: 5,
        updatedAt: now,
      })
      .where(inArray(knowledgeDocuments.id, next))
      .returning();
    return claimed;
  }

  /** Progress for the list, renewing the lease; a no-op once the document is deleted or claimed by another worker. */
  async function reportProgress(doc: TClaimed, progress: number) {
    await db
      .update(knowledgeDocuments)
      .set({
        progress: Math.round(progress),
        lockedUntil: new Date(clock.now().getTime() + leaseMs),
        updatedAt: clock.now(),
      })
      .where(ownClaim(doc));
  }

  /** Writes the outcome in one transaction, only if the document still exists and is still this worker's. */
  async function finish(doc: TClaimed, outcome: TOutcome): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: knowledgeDocuments.id, jurisdictions: knowledgeDocuments.jurisdictions })
        .from(knowledgeDocuments)
        .where(ownClaim(doc))
        .for('update');
      if (!current) return false;
      // A retried job may find passages of an attempt that died after writing; the document's passages are ours.
      await tx.delete(knowledgeChunks).where(eq(knowledgeChunks.documentId, doc.id));
      if (outcome.status === 'ready') {
        const rows = outcome.passages.map((passage, position) => ({
          source: 'document' as const,
          documentId: doc.id,
          heading: passage.heading,
          body: passage.text,
          pageStart: passage.pageStart,
          pageEnd: passage.pageEnd,
          rowStart: passage.rowStart,
          rowEnd: passage.rowEnd,
          jurisdictions: current.jurisdictions,
          position,
        }));
        for (let i = 0; i < rows.length; i += chunkInsertBatch) {
          await tx.insert(knowledgeChunks).values(rows.slice(i, i + chunkInsertBatch));
        }
      }
      const now = clock.now();
      await tx
        .update(knowledgeDocuments)
        .set({
          status: outcome.status,
          statusMessage: outcome.statusMessage,
          progress: outcome.status === 'ready' ? 100 : 0,
          lockedUntil: null,
          updatedAt: now,
          ...(outcome.status === 'ready'
            ? { extractedText: outcome.extractedText, pageCount: outcome.pageCount, processedAt: now }
            : { pageCount: outcome.pageCount ?? null }),
          // A scan waits for OCR with a fresh count: reading its text layer was not a failed attempt at OCR.
          ...(outcome.status === 'needs_ocr' ? { attempts: 0 } : {}),
        })
        .where(eq(knowledgeDocuments.id, doc.id));
      return true;
    });
  }

  async function readText(doc: TClaimed, bytes: Uint8Array, charset: string | undefined): Promise<TOutcome> {
    const kind = kindOfMime[doc.fileType];
    if (!kind) return { status: 'failed', statusMessage: jobTexts.noText };
    const extraction = await runSandboxed('extractText', [kind, bytes, charset], 'document');
    if (!extraction.ok) return { status: 'failed', statusMessage: extraction.message };
    if (extraction.kind === 'pdf' && extraction.status === 'needs-ocr') {
      return { status: 'needs_ocr', statusMessage: jobTexts.needsOcr, pageCount: extraction.pageCount };
    }
    await reportProgress(doc, 60);
    const text = documentText(doc.filename, extraction);
    if (text.passages.length === 0) return { status: 'failed', statusMessage: jobTexts.noText };
    return { status: 'ready', statusMessage: null, ...text };
  }

  async function readScan(doc: TClaimed, engine: TOcrEngine, bytes: Uint8Array): Promise<TOutcome> {
    const result = await engine(bytes, {
      maxPages: ocrMaxPages,
      deadline: clock.now().getTime() + ocrTimeoutMs,
      onPage: (done, total) => reportProgress(doc, 5 + (85 * done) / Math.max(total, 1)),
    });
    const text = pdfPagesText(doc.filename, result.pages, result.pageCount);
    if (text.passages.length === 0)
      return { status: 'failed', statusMessage: jobTexts.ocrNoText, pageCount: result.pageCount };
    const read = result.pageCount - result.skippedPages;
    const statusMessage = result.skippedPages > 0 ? jobTexts.ocrPartial(read, result.pageCount) : null;
    return { status: 'ready', statusMessage, ...text };
  }

  async function process(doc: TClaimed): Promise<boolean> {
    if (doc.attempts > maxAttempts) {
      return finish(doc, { status: 'failed', statusMessage: jobTexts.gaveUp(maxAttempts) });
    }
    const file = await files.get(db, doc.fileId);
    if (!file) return finish(doc, { status: 'failed', statusMessage: jobTexts.fileMissing });
    await reportProgress(doc, 20);
    let outcome: TOutcome;
    try {
      outcome =
        doc.status === 'ocr_running' && ocr
          ? await readScan(doc, ocr, file.bytes)
          : await readText(doc, file.bytes, charsetOf(file.mimeType));
    } catch (error) {
      // The file stopped its reader (deadline, memory, a crash): trying it again would do the same, so the document
      // fails now with the reason. A full queue is the server's state, not the file's: that one is tried again.
      if (!(error instanceof SandboxError) || error.reason === 'busy') throw error;
      outcome = { status: 'failed', statusMessage: error.message };
    }
    await reportProgress(doc, 90);
    return finish(doc, outcome);
  }

  async function runOnce() {
    let finished = 0;
    for (let doc = await claimNext(); doc; doc = await claimNext()) {
      try {
        if (await process(doc)) finished++;
      } catch (error) {
        // Unexpected (the database away, an OCR crash): leave the claim to run out a little later and try again;
        // the attempt count turns a document that always fails into a failed one.
        log.error({ err: error, documentId: doc.id, attempt: doc.attempts }, 'document job failed');
        await db
          .update(knowledgeDocuments)
          .set({ lockedUntil: new Date(clock.now().getTime() + retryDelayMs) })
          .where(ownClaim(doc))
          .catch(() => undefined);
      }
    }
    if (finished > 0 && options.afterIndexed) {
      await options.afterIndexed().catch((error: unknown) => log.error({ err: error }, 'after-index step failed'));
    }
    return finished;
  }

  return { runOnce, ...createPollingLoop(runOnce, { pollIntervalMs, log, name: 'document worker' }) };
}
