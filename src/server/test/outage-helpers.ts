import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { serverMessages } from '../../shared/domain/messages';
import { readConfig } from '../config';

// What the outage tests share (platform/outage.test.ts, platform/postgres-outage.test.ts): timing a request, and what a
// 503 during an outage must look like.
export const config = readConfig({ NODE_ENV: 'test', WEB_DIST_DIR: 'dist/none' });
// Short enough for a test to wait through; production uses the default in db/client.
export const connectTimeoutSeconds = 1;

export async function timed(request: () => Promise<LightMyRequestResponse>) {
  const started = performance.now();
  const response = await request();
  return { response, ms: performance.now() - started };
}

export function expectUnavailable(response: LightMyRequestResponse, ms: number, what: string) {
  expect(response.statusCode, what).toBe(503);
  expect(Number(response.headers['retry-after']), what).toBeGreaterThan(0);
  expect(response.json().error, what).toBe(serverMessages.serviceUnavailable);
  expect(ms, what).toBeLessThan(3000);
}

// A request to a database that does not answer would wait for as long as it does not; the tests wait this long for an
// answer before calling it a hang, far longer than the 5 s they then require.
export const HANG_MS = 10_000;
const FROZEN_ANSWER_MS = 5_000;

/** The response, or 'no answer' if none came within `ms`. */
export async function within<T>(ms: number, pending: Promise<T>): Promise<T | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), ms);
  });
  try {
    return await Promise.race([pending, hang]);
  } finally {
    clearTimeout(timer);
  }
}

export function expectFrozenAnswer(answer: Awaited<ReturnType<typeof timed>> | 'no answer', what: string) {
  expect(answer, `${what}: health gave no answer within ${HANG_MS} ms`).not.toBe('no answer');
  if (answer === 'no answer') return;
  expect(answer.response.statusCode, what).toBe(503);
  expect(Number(answer.response.headers['retry-after']), what).toBeGreaterThan(0);
  expect(answer.response.json(), what).toEqual({
    error: serverMessages.serviceUnavailable,
    status: 'unavailable',
    database: 'down',
  });
  expect(answer.ms, what).toBeLessThan(FROZEN_ANSWER_MS);
}
