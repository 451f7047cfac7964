import type { FastifyBaseLogger } from 'fastify';

export interface TPollingLoop {
  start(): void;
  /** Stops polling and waits for a run in progress to end, so shutdown never cuts a job in half. */
  stop(): Promise<void>;
}

/**
 * Runs `runOnce` now and then again `pollIntervalMs` after each run ends (never two runs at once in one process).
 * A failed run is logged and the loop goes on: the database being away for a minute must not end the worker.
 */
export function createPollingLoop(
  runOnce: () => Promise<unknown>,
  { pollIntervalMs, log, name }: { pollIntervalMs: number; log: Pick<FastifyBaseLogger, 'error'>; name: string },
): TPollingLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const tick = () => {
    running = runOnce()
      .catch((error: unknown) => log.error({ err: error }, `${name} run failed`))
      .finally(() => {
        if (timer) timer = setTimeout(tick, pollIntervalMs);
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
