import type { TClock } from '../clock';

export interface TPinnedClock extends TClock {
  /** Moves the clock to an instant (an ISO string or a Date). */
  set(instant: string | Date): void;
  /** Moves the clock forward by some milliseconds. */
  advance(ms: number): void;
}

/** A clock that stands still at `instant` until the test moves it. */
export function pinnedClock(instant: string | Date): TPinnedClock {
  let current = new Date(instant).getTime();
  if (Number.isNaN(current)) throw new Error(`pinnedClock: not an instant: ${String(instant)}`);
  return {
    now: () => new Date(current),
    set(next) {
      current = new Date(next).getTime();
    },
    advance(ms) {
      current += ms;
    },
  };
}
