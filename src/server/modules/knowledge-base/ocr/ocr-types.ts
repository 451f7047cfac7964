import type { TPdfPage } from '../extraction/extraction-types';

/**
 * Reads the text of a scanned PDF offline. The document worker calls it for a document whose PDF has no text layer
 * and stores what comes back; the engine itself knows nothing of documents or the database.
 */
export interface TOcrOptions {
  /** At most this many pages are read (the first ones); the rest are reported as skipped. */
  maxPages: number;
  /** Reading stops at this time (ms since epoch) with the pages done so far. */
  deadline: number;
  /** Called after each page, for the list's progress bar. */
  onPage?: (done: number, total: number) => void | Promise<void>;
  signal?: AbortSignal;
}

export interface TOcrResult {
  pages: TPdfPage[];
  pageCount: number;
  /** Pages left unread because of maxPages or the deadline. */
  skippedPages: number;
}

export type TOcrEngine = (pdf: Uint8Array, options: TOcrOptions) => Promise<TOcrResult>;
