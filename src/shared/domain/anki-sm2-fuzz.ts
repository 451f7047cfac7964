// Anki's interval fuzz and learning steps, ported from rslib/src/scheduler/states/fuzz.rs and steps.rs. Anki computes
// in 32-bit floats: every f32 operation here is wrapped in Math.fround (exact for +, -, *, / of f32 operands), and
// Rust's `as u32` (truncation, saturating at 0) and f32::round (halves away from zero) are spelled out.

export const f32 = Math.fround;
/** Rust's f32::round: halves away from zero (2.5 → 3, -2.5 → -3). */
export const roundF32 = (value: number) => Math.sign(value) * Math.floor(Math.abs(value) + 0.5);
/** Rust's `as u32` from a float: truncates, negative and NaN become 0. */
export const asU32 = (value: number) =>
  Number.isNaN(value) || value <= 0 ? 0 : Math.min(Math.trunc(value), 2 ** 32 - 1);
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

const DAY_SECS = 86_400;
const fuzzRanges = [
  { start: f32(2.5), end: f32(7), factor: f32(0.15) },
  { start: f32(7), end: f32(20), factor: f32(0.1) },
  { start: f32(20), end: Number.POSITIVE_INFINITY, factor: f32(0.05) },
] as const;

/** Days of fuzz either side: none below 2.5 days, else 1 plus a share of the days in each range. */
export function fuzzDelta(interval: number): number {
  if (interval < 2.5) return 0;
  return fuzzRanges.reduce(
    (delta, range) => f32(delta + f32(range.factor * Math.max(f32(Math.min(interval, range.end) - range.start), 0))),
    f32(1),
  );
}

export function fuzzBounds(interval: number): [number, number] {
  const delta = fuzzDelta(interval);
  return [asU32(roundF32(f32(interval - delta))), asU32(roundF32(f32(interval + delta)))];
}

/**
 * The fuzz range, clamped to [minimum, maximum] after centring on the clamped interval; a one-day range above 2 days
 * is widened by a day when the maximum allows.
 */
export function constrainedFuzzBounds(interval: number, minimum: number, maximum: number): [number, number] {
  const min = Math.min(minimum, maximum);
  const centred = clamp(interval, f32(min), f32(maximum));
  let [lower, upper] = fuzzBounds(centred);
  lower = clamp(lower, min, maximum);
  upper = clamp(upper, min, maximum);
  if (upper === lower && upper > 2 && upper < maximum) upper = lower + 1;
  return [lower, upper];
}

/** An interval in whole days: fuzzed by the card's factor (0 ≤ factor < 1), or rounded when fuzz is off (null). */
export function withReviewFuzz(fuzzFactor: number | null, interval: number, minimum: number, maximum: number): number {
  if (fuzzFactor === null) return clamp(asU32(roundF32(interval)), minimum, maximum);
  const [lower, upper] = constrainedFuzzBounds(interval, minimum, maximum);
  return asU32(Math.floor(f32(f32(lower) + f32(f32(fuzzFactor) * f32(1 + upper - lower)))));
}

/** A learning step's delay fuzzed as Anki does: up to 25% more, at most 5 minutes more. */
export function learningDelayWithFuzz(random: number | null, secs: number): number {
  if (random === null) return secs;
  const upperExclusive = secs + Math.floor(Math.min(f32(f32(secs) * f32(0.25)), 300));
  return secs >= upperExclusive ? secs : secs + Math.floor(random * (upperExclusive - secs));
}

const toSecs = (minutes: number) => asU32(f32(f32(minutes) * 60));

/** Anki's maybe_round_in_days: a delay past one day becomes whole days. */
export function maybeRoundInDays(secs: number): number {
  return secs > DAY_SECS ? asU32(roundF32(f32(f32(secs) / DAY_SECS))) * DAY_SECS : secs;
}

/** Learning or relearning steps in minutes; `remaining` counts the steps left, Anki's remaining_steps. */
export class LearningSteps {
  constructor(readonly steps: readonly number[]) {}

  private index(remaining: number) {
    const total = this.steps.length;
    return Math.min(Math.max(0, total - (remaining % 1000)), Math.max(0, total - 1));
  }

  private secsAt(index: number): number | null {
    const minutes = this.steps[index];
    return minutes === undefined ? null : toSecs(minutes);
  }

  againDelaySecs(): number | null {
    return this.secsAt(0);
  }

  hardDelaySecs(remaining: number): number | null {
    const index = this.index(remaining);
    const current = this.secsAt(index) ?? this.secsAt(0);
    if (current === null) return null;
    if (index !== 0) return current;
    // The first step's Hard: the average of the first two steps, or 50% more (at most a day more) with one step.
    const next = this.secsAt(1);
    if (next !== null) return maybeRoundInDays(Math.floor((current + next) / 2));
    return maybeRoundInDays(Math.min(Math.floor((current * 3) / 2), current + DAY_SECS));
  }

  goodDelaySecs(remaining: number): number | null {
    return this.secsAt(this.index(remaining) + 1);
  }

  currentDelaySecs(remaining: number): number {
    return this.secsAt(this.index(remaining)) ?? 0;
  }

  remainingForGood(remaining: number): number {
    return Math.max(0, this.steps.length - (this.index(remaining) + 1));
  }

  remainingForFailed(): number {
    return this.steps.length;
  }
}
