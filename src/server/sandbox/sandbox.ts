import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { fileReadingTexts } from '../../shared/domain/upload-texts';
import { HttpError } from '../http-error';
import {
  sandboxDeadlinesMs,
  sandboxHeapMb,
  sandboxIdleMs,
  sandboxNiceIncrement,
  sandboxQueueLimit,
  sandboxThreads,
} from './sandbox-limits';
import type { sandboxTasks, TSandboxReply } from './sandbox-tasks';

/**
 * Untrusted files (learners' Anki and CSV imports, .apkg packages, admins' PDFs, exports built from many rows) are
 * read in worker threads, never on the thread that answers requests (issue 25): a file that loops, explodes or
 * crashes its reader costs one thread, which is terminated at its deadline or when it runs out of its heap, and the
 * request answers 4xx. The pool (piscina) bounds how many run at once and how many wait. One pool per process, made
 * on first use; `closeSandbox` ends it at shutdown.
 */
export type TSandboxTasks = typeof sandboxTasks;
export type TSandboxTask = keyof TSandboxTasks;
type TDeadline = keyof typeof sandboxDeadlinesMs;

export type TSandboxFailure = keyof typeof fileReadingTexts;

/** Why the sandbox gave no answer; `message` is what the learner or admin is told. */
export class SandboxError extends Error {
  constructor(readonly reason: TSandboxFailure) {
    super(fileReadingTexts[reason]);
    this.name = 'SandboxError';
  }

  /** The request's answer: 503 while the queue is full (try again), 400 when this file is the problem. */
  toHttp(): HttpError {
    return this.reason === 'busy'
      ? new HttpError(503, this.message, { 'retry-after': '30' })
      : new HttpError(400, this.message);
  }
}

let pool: Piscina | null = null;

function sandboxPool(): Piscina {
  pool ??= new Piscina({
    filename: fileURLToPath(new URL('./sandbox-worker.mjs', import.meta.url)),
    minThreads: 0,
    maxThreads: sandboxThreads,
    maxQueue: sandboxQueueLimit,
    idleTimeout: sandboxIdleMs,
    resourceLimits: { maxOldGenerationSizeMb: sandboxHeapMb, maxYoungGenerationSizeMb: 32 },
    // Lower CPU priority (Unix nice): on a busy machine the thread answering requests gets the cores first.
    niceIncrement: sandboxNiceIncrement,
  });
  return pool;
}

function failureOf(error: unknown): TSandboxFailure {
  const { name, code, message } = (error ?? {}) as { name?: string; code?: string; message?: string };
  if (name === 'AbortError') return 'deadline';
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return 'memory';
  if (message?.includes('queue is at limit')) return 'busy';
  return 'crashed';
}

/**
 * Runs one task in a sandbox thread. Resolves with the task's value; rejects with the task's own HttpError (a 4xx the
 * task chose) or with a SandboxError. `transfer` hands buffers over instead of copying them (the caller loses them).
 */
export async function runSandboxed<K extends TSandboxTask>(
  task: K,
  input: Parameters<TSandboxTasks[K]>[0],
  /** A kind of work from sandbox-limits.ts, or milliseconds (tests). */
  deadline: TDeadline | number,
  transfer: ArrayBuffer[] = [],
): Promise<Awaited<ReturnType<TSandboxTasks[K]>>> {
  const pool = sandboxPool(); // outside the try: a pool that cannot start is the server's bug, not the file's
  let reply: TSandboxReply;
  try {
    reply = await pool.run(
      { task, input },
      {
        signal: AbortSignal.timeout(typeof deadline === 'number' ? deadline : sandboxDeadlinesMs[deadline]),
        transferList: transfer,
      },
    );
  } catch (error) {
    throw new SandboxError(failureOf(error));
  }
  if (!reply.ok) throw new HttpError(reply.status, reply.message);
  return reply.value as Awaited<ReturnType<TSandboxTasks[K]>>;
}

/** runSandboxed for a request: a SandboxError becomes the request's 4xx/503 answer. */
export const runSandboxedForRequest: typeof runSandboxed = (...args) =>
  runSandboxed(...args).catch((error: unknown) => {
    throw error instanceof SandboxError ? error.toHttp() : error;
  });

/** Ends the pool's threads (shutdown, the end of a test run); the next task makes a new pool. */
export async function closeSandbox() {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
