import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPollingLoop } from './polling-loop';

// The database away for minutes: a worker polling every second must not write an error line every second. Time is
// Vitest's fake clock, so each run's moment is exact and nothing waits.

/** A run that fails while `down` is true, recording the (fake) time of every call. */
function flakyRun() {
  const state = { down: true, calls: [] as number[] };
  const runOnce = async () => {
    state.calls.push(Date.now());
    if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
  };
  return { state, runOnce };
}

function recordingLog() {
  const lines = { error: [] as string[], info: [] as string[] };
  return {
    lines,
    log: {
      error(details: unknown, message?: string) {
        lines.error.push(message ?? String(details));
      },
      info(details: unknown, message?: string) {
        lines.info.push(message ?? String(details));
      },
    },
  };
}

describe('a polling loop while its runs fail', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs the outage once, backs off from 1 s doubling to 60 s, and logs once when runs work again', async () => {
    const { state, runOnce } = flakyRun();
    const { lines, log } = recordingLog();
    const loop = createPollingLoop(runOnce, { pollIntervalMs: 1000, log, name: 'mail worker' });
    loop.start();

    await vi.advanceTimersByTimeAsync(123_000);
    expect(state.calls).toEqual([0, 1_000, 3_000, 7_000, 15_000, 31_000, 63_000, 123_000]);
    expect(lines.error).toEqual(['mail worker run failed; retrying with back-off until it works']);
    expect(lines.info).toEqual([]);

    // Capped at a minute for as long as it lasts.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(state.calls.slice(-2)).toEqual([183_000, 243_000]);
    expect(lines.error).toHaveLength(1);

    state.down = false;
    await vi.advanceTimersByTimeAsync(60_000 + 2_000);
    expect(state.calls.slice(-3)).toEqual([303_000, 304_000, 305_000]);
    expect(lines.info).toEqual(['mail worker works again after 10 failed runs']);

    // A later outage is a new one: logged once more, and the back-off starts again from 1 s.
    state.down = true;
    await vi.advanceTimersByTimeAsync(1_000 + 1_000 + 2_000);
    expect(state.calls.slice(-3)).toEqual([306_000, 307_000, 309_000]);
    expect(lines.error).toHaveLength(2);
    await loop.stop();
  });

  it('never polls faster than its own interval, and stops between runs', async () => {
    const { state, runOnce } = flakyRun();
    const { log } = recordingLog();
    const loop = createPollingLoop(runOnce, { pollIntervalMs: 60_000, log, name: 'reminder worker' });
    loop.start();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(state.calls).toEqual([0, 60_000, 120_000]);
    await loop.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(state.calls).toHaveLength(3);
  });
});
