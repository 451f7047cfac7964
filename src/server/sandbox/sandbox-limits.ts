// How much of the machine one untrusted file may take (issue 25). A task over a limit ends its thread; the server
// itself never waits on it.

/** Threads reading untrusted files at once, per process; more requests wait in the queue below. */
export const sandboxThreads = 2;
/** Requests waiting for a thread; past this the server answers "busy" at once instead of piling up work. */
export const sandboxQueueLimit = 16;
/** JavaScript heap of one thread. Decoded buffers (images, inflated streams) are bounded by the PDF limits. */
export const sandboxHeapMb = 256;
/** How much lower the threads' CPU priority is than the server's (Unix nice; ignored where unsupported). */
export const sandboxNiceIncrement = 10;
/** A thread idle this long exits, so an idle server holds no parser memory. */
export const sandboxIdleMs = 30_000;

/** Wall-clock deadlines per kind of work, after which the thread is terminated. */
export const sandboxDeadlinesMs = {
  /** Anki text, CSV and .apkg imports, and checking an upload: a learner's request waits for these. */
  request: 30_000,
  /** Building an export file from rows already read. */
  export: 30_000,
  /** The document job's PDF text, or one scanned page's images for OCR. */
  document: 120_000,
} as const;
