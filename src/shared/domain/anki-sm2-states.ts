// Anki's SM-2 state transitions (no FSRS), ported from rslib/src/scheduler/states/{review,learning,relearning,
// normal,mod}.rs. Each answer of a card is one of four next states computed together, so the grade buttons show
// exactly what the answer will do. Days are Anki day numbers; 32-bit float arithmetic as in anki-sm2-fuzz.ts.
import { asU32, f32, type LearningSteps, roundF32, withReviewFuzz } from './anki-sm2-fuzz';

const easeDelta = { again: f32(-0.2), hard: f32(-0.15), easy: f32(0.15) } as const;
const minimumEase = f32(1.3);

export interface TSm2Context {
  /** The card's fuzz factor in [0, 1), or null for no fuzz (Anki's own tests). */
  fuzzFactor: number | null;
  learnSteps: LearningSteps;
  relearnSteps: LearningSteps;
  graduatingIntervalGood: number;
  graduatingIntervalEasy: number;
  initialEase: number;
  hardMultiplier: number;
  easyMultiplier: number;
  intervalMultiplier: number;
  maximumReviewInterval: number;
  leechThreshold: number;
  lapseMultiplier: number;
  minimumLapseInterval: number;
}

export interface TLearnState {
  kind: 'learning';
  remainingSteps: number;
  scheduledSecs: number;
}
export interface TReviewState {
  kind: 'review';
  scheduledDays: number;
  elapsedDays: number;
  /** An f32, as read from the card's ease in thousandths. */
  easeFactor: number;
  lapses: number;
  leeched: boolean;
}
export interface TRelearnState {
  kind: 'relearning';
  learning: Omit<TLearnState, 'kind'>;
  review: TReviewState;
}
export interface TNewState {
  kind: 'new';
}
export type TSm2State = TNewState | TLearnState | TReviewState | TRelearnState;
export interface TNextStates {
  again: TSm2State;
  hard: TSm2State;
  good: TSm2State;
  easy: TSm2State;
}

/** Anki's min_and_max_review_intervals: the maximum at least 1, the minimum within [1, maximum]. */
export function minAndMaxReviewIntervals(ctx: TSm2Context, minimum: number): [number, number] {
  const maximum = Math.max(ctx.maximumReviewInterval, 1);
  return [Math.min(Math.max(minimum, 1), maximum), maximum];
}

/** True at the threshold and every half threshold after it (8, 12, 16 for 8); 0 turns leeches off. */
export function leechThresholdMet(lapses: number, threshold: number): boolean {
  if (threshold <= 0) return false;
  const half = Math.max(Math.ceil(f32(threshold / 2)), 1);
  return lapses >= threshold && (lapses - threshold) % half === 0;
}

function constrainPassingInterval(ctx: TSm2Context, interval: number, minimum: number): number {
  const [min, max] = minAndMaxReviewIntervals(ctx, minimum);
  return withReviewFuzz(ctx.fuzzFactor, f32(interval * f32(ctx.intervalMultiplier)), min, max);
}

/**
 * Hard, Good and Easy of a review card answered on time or late. Anki's early-review branch (days late < 0) is not
 * ported: outside filtered decks Anki caps a review card's due at today (answering/current.rs), so it cannot occur.
 */
export function passingReviewIntervals(state: TReviewState, ctx: TSm2Context): [number, number, number] {
  const current = f32(Math.max(state.scheduledDays, 1));
  const daysLate = f32(Math.max(state.elapsedDays - state.scheduledDays, 0));
  const hardFactor = f32(ctx.hardMultiplier);
  const hardMinimum = hardFactor <= 1 ? 0 : state.scheduledDays + 1;
  const hard = constrainPassingInterval(ctx, f32(current * hardFactor), hardMinimum);
  const goodMinimum = hardFactor <= 1 ? state.scheduledDays + 1 : hard + 1;
  const good = constrainPassingInterval(ctx, f32(f32(current + f32(daysLate / 2)) * state.easeFactor), goodMinimum);
  const easyBase = f32(f32(current + daysLate) * state.easeFactor);
  const easy = constrainPassingInterval(ctx, f32(easyBase * f32(ctx.easyMultiplier)), good + 1);
  return [hard, good, easy];
}

/** The interval a lapse leaves (failing_review_interval): the lapse multiplier of it, at least the minimum. */
export function failingReviewInterval(state: TReviewState, ctx: TSm2Context): number {
  const [min, max] = minAndMaxReviewIntervals(ctx, ctx.minimumLapseInterval);
  const interval = f32(f32(Math.max(state.scheduledDays, 1)) * f32(ctx.lapseMultiplier));
  return withReviewFuzz(ctx.fuzzFactor, interval, min, max);
}

function reviewNextStates(state: TReviewState, ctx: TSm2Context): TNextStates {
  const [hard, good, easy] = passingReviewIntervals(state, ctx);
  const lapses = state.lapses + 1;
  const lapsed: TReviewState = {
    kind: 'review',
    scheduledDays: Math.max(asU32(roundF32(failingReviewInterval(state, ctx))), 1),
    elapsedDays: 0,
    easeFactor: Math.max(f32(state.easeFactor + easeDelta.again), minimumEase),
    lapses,
    leeched: leechThresholdMet(lapses, ctx.leechThreshold),
  };
  const againDelay = ctx.relearnSteps.againDelaySecs();
  const passed = (scheduledDays: number, easeFactor: number): TReviewState => ({
    ...state,
    scheduledDays,
    elapsedDays: 0,
    easeFactor,
  });
  return {
    again:
      againDelay === null
        ? lapsed
        : {
            kind: 'relearning',
            learning: { remainingSteps: ctx.relearnSteps.remainingForFailed(), scheduledSecs: againDelay },
            review: lapsed,
          },
    hard: passed(hard, Math.max(f32(state.easeFactor + easeDelta.hard), minimumEase)),
    good: passed(good, state.easeFactor),
    easy: passed(easy, f32(state.easeFactor + easeDelta.easy)),
  };
}

/** A learning card graduating to review (with fuzz, like every review interval). */
function graduated(ctx: TSm2Context, days: number, minimum = 1): TReviewState {
  const [min, max] = minAndMaxReviewIntervals(ctx, minimum);
  return {
    kind: 'review',
    scheduledDays: withReviewFuzz(ctx.fuzzFactor, days, min, max),
    elapsedDays: 0,
    easeFactor: f32(ctx.initialEase),
    lapses: 0,
    leeched: false,
  };
}

function learningNextStates(state: TLearnState, ctx: TSm2Context): TNextStates {
  const steps = ctx.learnSteps;
  const graduatingGood = f32(Math.max(roundF32(f32(ctx.graduatingIntervalGood)), 1));
  const againDelay = steps.againDelaySecs();
  const hardDelay = steps.hardDelaySecs(state.remainingSteps);
  const goodDelay = steps.goodDelaySecs(state.remainingSteps);
  return {
    again:
      againDelay === null
        ? graduated(ctx, graduatingGood)
        : { kind: 'learning', remainingSteps: steps.remainingForFailed(), scheduledSecs: againDelay },
    hard: hardDelay === null ? graduated(ctx, graduatingGood) : { ...state, scheduledSecs: hardDelay },
    good:
      goodDelay === null
        ? graduated(ctx, graduatingGood)
        : { kind: 'learning', remainingSteps: steps.remainingForGood(state.remainingSteps), scheduledSecs: goodDelay },
    easy: graduated(ctx, f32(ctx.graduatingIntervalEasy)),
  };
}

function relearningNextStates(state: TRelearnState, ctx: TSm2Context): TNextStates {
  const steps = ctx.relearnSteps;
  const { learning, review } = state;
  const againDelay = steps.againDelaySecs();
  const hardDelay = steps.hardDelaySecs(learning.remainingSteps);
  const goodDelay = steps.goodDelaySecs(learning.remainingSteps);
  const stillReview: TReviewState = { ...review, elapsedDays: 0 };
  return {
    again:
      againDelay === null
        ? review
        : {
            kind: 'relearning',
            learning: { remainingSteps: steps.remainingForFailed(), scheduledSecs: againDelay },
            review: { ...stillReview, scheduledDays: Math.max(asU32(roundF32(failingReviewInterval(review, ctx))), 1) },
          },
    hard:
      hardDelay === null
        ? review
        : { kind: 'relearning', learning: { ...learning, scheduledSecs: hardDelay }, review: stillReview },
    good:
      goodDelay === null
        ? review
        : {
            kind: 'relearning',
            learning: { remainingSteps: steps.remainingForGood(learning.remainingSteps), scheduledSecs: goodDelay },
            review: stillReview,
          },
    easy: { ...stillReview, scheduledDays: review.scheduledDays + 1 },
  };
}

/** The four next states of a card (Anki's CardState::next_states); a new card answers like a failed learning card. */
export function nextStates(state: TSm2State, ctx: TSm2Context): TNextStates {
  switch (state.kind) {
    case 'new':
      return learningNextStates(
        { kind: 'learning', remainingSteps: ctx.learnSteps.remainingForFailed(), scheduledSecs: 0 },
        ctx,
      );
    case 'learning':
      return learningNextStates(state, ctx);
    case 'review':
      return reviewNextStates(state, ctx);
    case 'relearning':
      return relearningNextStates(state, ctx);
  }
}
