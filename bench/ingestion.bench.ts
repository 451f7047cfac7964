// Ingestion of a 100-page PDF into the knowledge base: pages per second of extraction + chunking + indexing (the
// document job's whole run), and the time from the upload's answer until the document is searchable with the worker
// polling as in production. Usage: npm run bench:ingestion (BENCH_DATABASE_URL=postgres://... uses PostgreSQL).
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { knowledgeChunks, knowledgeDocuments, users } from '../src/server/db/schema';
import { createSession } from '../src/server/modules/auth/sessions.service';
import { documentText } from '../src/server/modules/knowledge-base/document-passages';
import { createDocumentWorker } from '../src/server/modules/knowledge-base/document-worker';
import { extractText } from '../src/server/modules/knowledge-base/extraction/extract-text';
import { makePdf } from '../src/server/modules/knowledge-base/extraction/test-files';
import { uploadDocument } from '../src/server/modules/knowledge-base/knowledge-documents.service';
import { databaseFilesProvider } from '../src/server/providers/files/files-provider';
import { openBenchDatabase, recordBench, type TBenchRow } from './bench-kit';

const PAGES = 100;
const ROUNDS = 5;
const silentLog = { info() {}, warn() {}, error() {} };
const words = ['label', 'drift', 'nozzle', 'residue', 'aphid', 'buffer', 'spill', 'glove', 'record', 'calibrate'];

/** A manual of PAGES pages: a chapter heading, about 330 words of body text and a running header and footer each. */
function manual(run: string) {
  return makePdf((doc) => {
    for (let page = 1; page <= PAGES; page++) {
      if (page > 1) doc.addPage();
      doc.fontSize(9).text('Pesticide Applicator Core Manual', 72, 36, { lineBreak: false });
      doc.fontSize(14).text(`CHAPTER ${page}`, 72, 72, { lineBreak: false });
      const body = Array.from({ length: 30 }, (_, s) => {
        const w = (i: number) => words[(page * 7 + s * 3 + i) % words.length];
        return `Sentence ${s} of page ${page} explains how to ${w(0)} the ${w(1)} near the ${w(2)} and ${w(3)} safely.`;
      }).join(' ');
      const marker = page === PAGES ? ` The rare term quoxiline${run} appears only here.` : '';
      doc.fontSize(10).text(body + marker, 72, 100, { width: 468 });
      doc.fontSize(9).text(`Page ${page} of ${PAGES}`, 72, 740, { lineBreak: false });
    }
  });
}

const stats = (name: string, values: number[]): TBenchRow => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.floor(q * (sorted.length - 1))]! * 10) / 10;
  return { name, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
};

const { database, learner, cleanup } = await openBenchDatabase('ingestion');
const db = database.db;
await db.update(users).set({ role: 'admin' }).where(eq(users.id, learner.id));
const admin = { id: learner.id, displayName: 'Bench' };

// 1. The job alone: extraction, chunking, and the one transaction that writes the passages.
const extraction: number[] = [];
const chunking: number[] = [];
const job: number[] = [];
let chunkCount = 0;
let pdfBytes = 0;
for (let round = 0; round < ROUNDS; round++) {
  const bytes = await manual(`a${round}`);
  pdfBytes = bytes.byteLength;
  let start = performance.now();
  const extracted = await extractText('pdf', bytes);
  extraction.push(performance.now() - start);
  if (!extracted.ok) throw new Error(extracted.message);
  start = performance.now();
  chunkCount = documentText('manual.pdf', extracted).passages.length;
  chunking.push(performance.now() - start);

  const document = await uploadDocument(db, databaseFilesProvider, {
    file: { filename: `manual-a${round}.pdf`, claimedType: 'application/pdf', bytes, tooLarge: false },
    jurisdictions: ['federal'],
    uploader: admin,
  });
  start = performance.now();
  const done = await createDocumentWorker({ db, log: silentLog }).runOnce();
  job.push(performance.now() - start);
  const [row] = await db.select().from(knowledgeDocuments).where(eq(knowledgeDocuments.id, document.id));
  if (done !== 1 || row?.status !== 'ready') throw new Error(`job ended ${row?.status}: ${row?.statusMessage}`);
}

// 2. Upload over HTTP with the worker polling every second, as main.ts runs it: answer -> searchable.
const app = await buildApp({ config: readConfig({ WEB_DIST_DIR: 'dist/none' }), database, logger: false });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const cookie = `session=${await createSession(db, learner.id, new Date())}`;
const worker = createDocumentWorker({ db, log: silentLog });
worker.start();
const uploadAnswer: number[] = [];
const toSearchable: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const run = `b${round}`;
  const form = new FormData();
  form.append('file', new Blob([(await manual(run)) as BlobPart], { type: 'application/pdf' }), `manual-${run}.pdf`);
  form.append('jurisdictions', 'federal');
  const sent = performance.now();
  const response = await fetch(`${address}/_api/ai/upload`, { method: 'POST', body: form, headers: { cookie } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`upload: ${response.status}`);
  const answered = performance.now();
  uploadAnswer.push(answered - sent);
  for (;;) {
    const hits = await db
      .select({ id: knowledgeChunks.id })
      .from(knowledgeChunks)
      .where(sql`${knowledgeChunks.search} @@ plainto_tsquery('english', ${`quoxiline${run}`})`);
    if (hits.length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  toSearchable.push(performance.now() - answered);
  // Rounds start at a random point of the worker's poll interval, as real uploads do.
  await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 700));
}
await worker.stop();
await app.close();
await cleanup();

const p50 = (values: number[]) => stats('', values).p50Ms;
const pagesPerSecond = Math.round((PAGES / (p50(job) / 1000)) * 10) / 10;
recordBench(
  `ingestion-${database.engine}`,
  `${database.engine}, a ${PAGES}-page PDF (${Math.round(pdfBytes / 1024)} KiB, ${chunkCount} passages), ${ROUNDS} rounds`,
  {
    engine: database.engine,
    pages: PAGES,
    pdfBytes,
    passages: chunkCount,
    rounds: ROUNDS,
    pagesPerSecond,
    rows: [
      stats('extraction (unpdf, 100 pages)', extraction),
      stats('chunking', chunking),
      stats('document job: read file, extract, chunk, write passages', job),
      stats('upload call (checks, PDF probe, store), over HTTP', uploadAnswer),
      stats('upload answer -> searchable (worker polling every 1 s)', toSearchable),
    ],
  },
);
console.log(`\npages per second (document job, p50): ${pagesPerSecond}`);
