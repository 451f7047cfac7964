import type { FastifyBaseLogger } from 'fastify';

export interface TPollingLoop {
  start(): void;
  /** Stops polling and waits for a run in progress to end, so shutdown never cuts a job in half. */
  stop(): Promise<void>;
}

/** How long to wait after failed runs in a row: 1 s, doubling, at most a minute (and never less than the interval). */
const failureBackoff = { firstMs: 1000, maxMs: 60_000 } as const;

const backoffDelayMs = (failures: number, pollIntervalMs: number) =>
  Math.max(pollIntervalMs, Math.min(failureBackoff.maxMs, failureBackoff.firstMs * 2 ** (failures - 1)));

/**
 * Runs `runOnce` now and then again `pollIntervalMs` after each run ends (never two runs at once in one process).
 * A failed run does not end the loop: the database being away for a minute must not end the worker. While runs keep
 * failing the loop backs off, and the log gets one line when the failures start and one when a run works again, not
 * a line per attempt.
 */
export function createPollingLoop(
  runOnce: () => Promise<unknown>,
  {
    pollIntervalMs,
    log,
    name,
  }: { pollIntervalMs: number; log: Pick<FastifyBaseLogger, 'error' | 'info'>; name: string },
): TPollingLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let failures = 0;

  const succeeded = () => {
    if (failures > 0)
      log.info(
        { failedRuns: failures },
        `${name} works again after ${failures} failed run${failures === 1 ? '' : 's'}`,
      );
    failures = 0;
  };
  const failed = (error: unknown) => {
    failures++;
    if (failures === 1) log.error({ err: error }, `${name} run failed; retrying with back-off until it works`);
  };

  const tick = () => {
    // Through a promise, so a runOnce that throws before its first await counts as a failed run too.
    running = Promise.resolve()
      .then(() => runOnce())
      .then(succeeded, failed)
      .finally(() => {
        const delay = failures === 0 ? pollIntervalMs : backoffDelayMs(failures, pollIntervalMs);
        if (timer) timer = setTimeout(tick, delay);
      });
  };

  return {
    start() {
      timer = setTimeout(tick, 0);
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
