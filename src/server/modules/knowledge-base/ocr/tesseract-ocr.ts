import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';
import { runSandboxed } from '../../../sandbox/sandbox';
import type { TPdfPage } from '../extraction/extraction-types';
import type { TOcrEngine } from './ocr-types';

/**
 * The English model shipped on npm (@tesseract.js-data/eng), read from node_modules: tesseract.js would otherwise
 * download it from a CDN. The "best_int" build is the LSTM-only model the default engine mode uses (3 MB, not 11).
 */
const englishModelDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng')),
  '4.0.0_best_int',
);

const LSTM_ONLY = 1;

/** No cache: with one, tesseract.js writes eng.traineddata into the working directory. */
const startWorker = () =>
  createWorker('eng', LSTM_ONLY, { langPath: englishModelDir, gzip: true, cacheMethod: 'none', logger: () => {} });

type TStop = 'deadline' | 'aborted';

/** The work, unless the deadline or an abort comes first; the loser is left to the worker's termination. */
function withinLimits<T>(work: Promise<T>, deadline: number, signal?: AbortSignal): Promise<T | TStop> {
  work.catch(() => undefined); // a recognition cut short rejects once the worker is terminated
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const limits = new Promise<TStop>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), Math.max(0, deadline - Date.now()));
    onAbort = () => resolve('aborted');
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, limits]).finally(() => {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  });
}

/**
 * OCR for scanned PDFs, fully offline: pdf.js decodes each page's pictures in a sandbox thread (server/sandbox),
 * tesseract.js (WebAssembly in a worker thread) reads them. At most maxPages pages, stopped at the deadline with the
 * pages done so far, and stopped at once by the signal (the call then rejects with the signal's reason). A file the
 * sandbox cannot read rejects with its SandboxError or with the file's problem as an Error. The worker thread lives
 * for one call only, so an idle server keeps no OCR memory and nothing holds the process open.
 */
export function createTesseractOcr(): TOcrEngine {
  return async (pdf, { maxPages, deadline, onPage, signal }) => {
    signal?.throwIfAborted();
    const pageImages = async (pageNumber: number) => {
      const read = await runSandboxed('scannedPageImages', { bytes: pdf, pageNumber }, 'document');
      if ('ok' in read) throw new Error(read.message);
      return read;
    };
    let worker: Worker | undefined;
    try {
      const first = await pageImages(1);
      const total = Math.min(first.pageCount, Math.max(0, Math.floor(maxPages)));
      const pages: TPdfPage[] = [];
      let stopped = false;
      for (let pageNumber = 1; pageNumber <= total && !stopped; pageNumber++) {
        if (Date.now() >= deadline) break;
        const texts: string[] = [];
        const { images } = pageNumber === 1 ? first : await pageImages(pageNumber);
        for (const image of images) {
          worker ??= await startWorker();
          const result = await withinLimits(worker.recognize(Buffer.from(image)), deadline, signal);
          signal?.throwIfAborted();
          if (result === 'deadline' || result === 'aborted') {
            stopped = true;
            break;
          }
          texts.push(result.data.text.trim());
        }
        if (stopped) break;
        pages.push({ pageNumber, text: texts.filter((text) => text !== '').join('\n\n') });
        await onPage?.(pageNumber, total);
      }
      signal?.throwIfAborted();
      return { pages, pageCount: first.pageCount, skippedPages: first.pageCount - pages.length };
    } finally {
      await worker?.terminate().catch(() => undefined);
    }
  };
}
