import type { FastifyInstance } from 'fastify';

/**
 * The server's own answer to "is the server still answering?" while a piece of work runs: GET /_api/health over real
 * HTTP, again and again until the work settles, and the slowest answer's time. A request that blocks the event loop
 * (the attacks of issue 25) shows as a slow health check, whatever it does to its own caller.
 */
export async function healthWhile<T>(app: FastifyInstance, work: () => Promise<T>) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('listen on a TCP port first');
  const url = `http://127.0.0.1:${address.port}/_api/health`;
  // One unmeasured check first: the client's own first fetch (undici loading, a new connection) is not the server's.
  await (await fetch(url)).arrayBuffer();
  let settled = false;
  const running = work().finally(() => {
    settled = true;
  });
  const timings: number[] = [];
  // At least three checks, so even work that ends at once is watched while it is in flight.
  while (!settled || timings.length < 3) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    // A 503 (the database ping timed out) is no answer at all: it counts as slower than any bound.
    timings.push(response.status === 200 ? performance.now() - started : Number.POSITIVE_INFINITY);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { result: await running, slowestHealthMs: Math.max(...timings), healthChecks: timings.length };
}

/** The bound: the health check answers within this while any attack runs. */
export const healthBoundMs = 200;
