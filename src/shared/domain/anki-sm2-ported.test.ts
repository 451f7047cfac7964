// Anki's own scheduler tests, ported with their expected numbers: the #[cfg(test)] cases of
// rslib/src/scheduler/states/{review,fuzz,steps,mod,learning,relearning}.rs (ankitects/anki c32cb29). The FSRS cases
// and minimum_review_fuzz_interval (used by FSRS only) are left out: the product schedules with SM-2.
import { describe, expect, it } from 'vitest';
import { constrainedFuzzBounds, LearningSteps, maybeRoundInDays, withReviewFuzz } from './anki-sm2-fuzz';
import {
  leechThresholdMet,
  minAndMaxReviewIntervals,
  nextStates,
  passingReviewIntervals,
  type TRelearnState,
  type TReviewState,
  type TSm2Context,
} from './anki-sm2-states';
import { sm2Context } from './spaced-repetition';

/** StateContext::defaults_for_testing: Anki's defaults, fuzz off. */
const defaultsForTesting = (): TSm2Context => sm2Context(null);
const review = (fields: Partial<TReviewState>): TReviewState => ({
  kind: 'review',
  scheduledDays: 0,
  elapsedDays: 0,
  easeFactor: 2.5,
  lapses: 0,
  leeched: false,
  ...fields,
});

describe('review.rs', () => {
  it('leech_threshold', () => {
    const met = (lapses: number, threshold: number) => leechThresholdMet(lapses, threshold);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((l) => met(l, 3))).toEqual([
      false,
      false,
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
    expect([7, 8, 9, 10, 11, 12, 13].map((l) => met(l, 8))).toEqual([false, true, false, false, false, true, false]);
    expect(met(0, 0)).toBe(false); // 0 means off
    expect([0, 1, 2, 3].map((l) => met(l, 1))).toEqual([false, true, true, true]); // half of 1 is 1
  });

  it('extreme_multiplier_fuzz', () => {
    const ctx = defaultsForTesting();
    const state = review({ scheduledDays: 1, elapsedDays: 1, easeFactor: Math.fround(1.3) });
    ctx.fuzzFactor = 0;
    expect(passingReviewIntervals(state, ctx)).toEqual([2, 3, 4]);
    ctx.intervalMultiplier = 0.1; // silly, but must not underflow
    expect(passingReviewIntervals(state, ctx)).toEqual([2, 3, 4]);
    ctx.fuzzFactor = 0.99;
    expect(passingReviewIntervals(state, ctx)).toEqual([2, 4, 6]);
    ctx.intervalMultiplier = 10; // the maximum must be respected no matter what
    ctx.maximumReviewInterval = 5;
    expect(passingReviewIntervals(state, ctx)).toEqual([5, 5, 5]);
  });

  it('low_hard_multiplier_does_not_pull_good_down', () => {
    const ctx = { ...defaultsForTesting(), hardMultiplier: 0.1, fuzzFactor: 0 };
    const state = review({ scheduledDays: 2, elapsedDays: 2, easeFactor: Math.fround(1.3) });
    expect(passingReviewIntervals(state, ctx)).toEqual([1, 3, 4]);
  });
});

describe('fuzz.rs', () => {
  it('with_review_fuzz', () => {
    expect(withReviewFuzz(null, 1.5, 1, 100)).toBe(2);
    expect(withReviewFuzz(null, Math.fround(0.1), 1, 100)).toBe(1);
    expect(withReviewFuzz(null, 101, 1, 100)).toBe(100);
    const lowerMiddleUpper = (interval: number, min: number, max: number) =>
      [0, 0.5, 0.99].map((factor) => withReviewFuzz(Math.fround(factor), Math.fround(interval), min, max));
    const cases: [number, number, number, number, number, number][] = [
      [1.0, 1, 1000, 1, 1, 1], // no fuzzing for an interval of 1-2.49
      [2.49, 1, 1000, 2, 2, 2],
      [2.5, 1, 1000, 2, 3, 4], // 1 day for intervals >= 2.5
      [7.0, 1, 1000, 5, 7, 9], // ... plus 0.15 for every day in the range 2.5-7
      [17.0, 1, 1000, 14, 17, 20], // ... plus 0.1 for every day in the range 7-20
      [37.0, 1, 1000, 33, 37, 41], // ... plus 0.05 for every day above 20
      [2.0, 2, 1000, 2, 2, 2], // ensure fuzz range of at least 2, if allowed
      [2.0, 3, 1000, 3, 4, 4],
      [2.0, 3, 3, 3, 3, 3],
      [6.9, 3, 1000, 5, 7, 9], // fuzz range transitions
      [7.0, 3, 1000, 5, 7, 9],
      [7.1, 3, 1000, 5, 7, 9],
      [19.9, 3, 1000, 17, 20, 23],
      [20.0, 3, 1000, 17, 20, 23],
      [20.1, 3, 1000, 17, 20, 23],
      [100.0, 101, 1000, 101, 105, 108], // respect limits and preserve uniform distribution of valid intervals
      [100.0, 1, 99, 92, 96, 99],
      [100.0, 97, 103, 97, 100, 103],
    ];
    for (const [interval, min, max, ...expected] of cases) {
      expect({ interval, min, max, got: lowerMiddleUpper(interval, min, max) }).toEqual({
        interval,
        min,
        max,
        got: expected,
      });
    }
  });

  it('invalid_values_will_not_panic', () => {
    expect(() => constrainedFuzzBounds(1, 3, 2)).not.toThrow();
  });
});

describe('steps.rs', () => {
  const DAY = 86_400;
  const delays = (steps: number[], remaining: number) => {
    const s = new LearningSteps(steps);
    return [s.againDelaySecs(), s.hardDelaySecs(remaining), s.goodDelaySecs(remaining)];
  };

  it('delay_secs', () => {
    expect(delays([10], 1)).toEqual([600, 900, null]); // no other step: Hard is 50% above Again
    expect(delays([(3 * DAY) / 60], 1)).toEqual([3 * DAY, 4 * DAY, null]); // but at most one day more
    expect(delays([1, 10], 2)).toEqual([60, 330, 600]);
    expect(delays([1, 10], 1)).toEqual([60, 600, null]);
    expect(delays([1, 10, 100], 3)).toEqual([60, 330, 600]);
    expect(delays([1, 10, 100], 2)).toEqual([60, 600, 6000]);
    expect(delays([1, 10, 100], 1)).toEqual([60, 6000, null]);
  });

  it('rounding_days', () => {
    expect(maybeRoundInDays(DAY - 1)).toBe(DAY - 1);
    expect(maybeRoundInDays(1.5 * DAY)).toBe(2 * DAY);
  });
});

describe('mod.rs', () => {
  it('min_and_max_review_intervals', () => {
    const ctx = { ...defaultsForTesting(), maximumReviewInterval: 0 };
    expect(minAndMaxReviewIntervals(ctx, 0)).toEqual([1, 1]);
    expect(minAndMaxReviewIntervals(ctx, 2)).toEqual([1, 1]);
    ctx.maximumReviewInterval = 3;
    expect(minAndMaxReviewIntervals(ctx, 0)).toEqual([1, 3]);
    expect(minAndMaxReviewIntervals(ctx, 2)).toEqual([2, 3]);
    expect(minAndMaxReviewIntervals(ctx, 4)).toEqual([3, 3]);
  });
});

describe('learning.rs', () => {
  const learn = (remainingSteps: number) => ({ kind: 'learning' as const, remainingSteps, scheduledSecs: 60 });
  const noSteps = () => ({ ...defaultsForTesting(), learnSteps: new LearningSteps([]) });

  it('again_on_any_step_resets_to_first_step', () => {
    for (const remaining of [1, 2]) {
      expect(nextStates(learn(remaining), defaultsForTesting()).again).toEqual(learn(2));
    }
  });

  it('again_with_no_steps_graduates_to_review', () => {
    expect(nextStates(learn(0), noSteps()).again).toMatchObject({ kind: 'review', scheduledDays: 1 });
  });

  it('hard_any_step_stays_on_same_step', () => {
    const ctx = defaultsForTesting();
    expect(nextStates(learn(2), ctx).hard).toEqual({ kind: 'learning', remainingSteps: 2, scheduledSecs: 330 });
    expect(nextStates(learn(1), ctx).hard).toEqual({ kind: 'learning', remainingSteps: 1, scheduledSecs: 600 });
  });

  it('hard_with_no_steps_graduates_to_review', () => {
    expect(nextStates(learn(1), noSteps()).hard).toMatchObject({ kind: 'review', scheduledDays: 1 });
  });

  it('good_on_first_step_advances_to_next_step', () => {
    expect(nextStates(learn(2), defaultsForTesting()).good).toEqual({
      kind: 'learning',
      remainingSteps: 1,
      scheduledSecs: 600,
    });
  });

  it('good_on_last_step_advances_to_review', () => {
    expect(nextStates(learn(1), defaultsForTesting()).good).toMatchObject({ kind: 'review', scheduledDays: 1 });
  });

  it('easy_always_graduates_to_review', () => {
    for (const remaining of [1, 2]) expect(nextStates(learn(remaining), defaultsForTesting()).easy.kind).toBe('review');
  });

  it('easy_interval_is_longer_than_good', () => {
    const states = nextStates(learn(1), defaultsForTesting());
    const days = (state: typeof states.good) => (state.kind === 'review' ? state.scheduledDays : Number.NaN);
    expect(days(states.easy)).toBeGreaterThan(days(states.good));
  });
});

describe('relearning.rs (SM-2 cases)', () => {
  const relearn = (remainingSteps = 1): TRelearnState => ({
    kind: 'relearning',
    learning: { remainingSteps, scheduledSecs: 600 },
    review: review({ scheduledDays: 3, elapsedDays: 3, easeFactor: 2.5, lapses: 1 }),
  });
  const noSteps = () => ({ ...defaultsForTesting(), relearnSteps: new LearningSteps([]) });
  const twoSteps = () => ({ ...defaultsForTesting(), relearnSteps: new LearningSteps([5, 10]) });

  it('again_stays_in_relearning', () => {
    expect(nextStates(relearn(), defaultsForTesting()).again.kind).toBe('relearning');
  });

  it('again_applies_lapse_penalty_to_review_interval', () => {
    const again = nextStates(relearn(), defaultsForTesting()).again;
    expect(again.kind === 'relearning' && again.review.scheduledDays).toBe(1);
  });

  it('again_with_no_steps_exits_to_review', () => {
    expect(nextStates(relearn(), noSteps()).again.kind).toBe('review');
  });

  it('hard_stays_in_relearning_and_keeps_same_step', () => {
    const hard = nextStates(relearn(), defaultsForTesting()).hard;
    expect(hard).toMatchObject({ kind: 'relearning', learning: { remainingSteps: 1 } });
  });

  it('hard_with_no_steps_exits_to_review', () => {
    expect(nextStates(relearn(), noSteps()).hard.kind).toBe('review');
  });

  it('good_from_last_step_graduates_to_review', () => {
    expect(nextStates(relearn(), defaultsForTesting()).good.kind).toBe('review');
  });

  it('easy_always_graduates_to_review and easy_interval_exceeds_current_scheduled_days', () => {
    expect(nextStates(relearn(), defaultsForTesting()).easy).toMatchObject({ kind: 'review', scheduledDays: 4 });
  });

  it('again_with_two_steps_resets_to_first_step', () => {
    expect(nextStates(relearn(1), twoSteps()).again).toMatchObject({ learning: { remainingSteps: 2 } });
  });

  it('hard_with_two_steps_keeps_same_remaining_steps', () => {
    expect(nextStates(relearn(1), twoSteps()).hard).toMatchObject({ learning: { remainingSteps: 1 } });
  });

  it('good_from_non_last_step_stays_in_relearning and advances remaining_steps', () => {
    expect(nextStates(relearn(2), twoSteps()).good).toMatchObject({
      kind: 'relearning',
      learning: { remainingSteps: 1 },
    });
  });
});
