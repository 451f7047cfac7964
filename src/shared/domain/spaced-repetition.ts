// SM-2 as Anki schedules it: Anki's v3 scheduler without FSRS, with Anki's default deck options
// (rslib/src/deckconfig/mod.rs). The state transitions are a port of Anki's (anki-sm2-states.ts); this file maps a
// stored card to Anki's card state and back, on Anki day numbers in the learner's time zone (study-day.ts). Pure: the
// caller passes the time, the zone and, for fuzz, the card's id (Anki seeds a card's fuzz with its id and reps).
import { asU32, f32, LearningSteps, learningDelayWithFuzz, roundF32 } from './anki-sm2-fuzz';
import { nextStates, type TNextStates, type TSm2Context, type TSm2State } from './anki-sm2-states';
import { studyDayOf, studyDayStart, type TStudyDay } from './study-day';

/** Anki's default deck options. The product exposes none of them, so a later settings screen starts from Anki's. */
export const srsDefaults = {
  learningStepsMinutes: [1, 10],
  relearningStepsMinutes: [10],
  graduatingIntervalGood: 1,
  graduatingIntervalEasy: 4,
  initialEase: 2.5,
  hardMultiplier: 1.2,
  easyMultiplier: 1.3,
  intervalMultiplier: 1,
  lapseMultiplier: 0,
  minimumLapseInterval: 1,
  maximumReviewInterval: 36_500,
  leechThreshold: 8,
  /** Anki's default leech action is "tag only": the card gets this tag and stays in review. */
  leechTag: 'leech',
  newCardsPerDay: 20,
} as const;

export const grades = ['again', 'hard', 'good', 'easy'] as const;
export type TGrade = (typeof grades)[number];

export interface TCardSchedule {
  state: 'new' | 'learning' | 'review' | 'relearning';
  /** Learning steps: the time. Review: the start of the due study day (Anki stores a day number). */
  dueAt: Date;
  /** Days between reviews once the card is in review (for relearning: the interval it returns to). */
  intervalDays: number;
  /** Stored in thousandths, as Anki's card.ease_factor (2.5 is 2500). */
  ease: number;
  /** Every answer of the card, as Anki's card.reps (its fuzz seed with the card id). */
  repetitions: number;
  lapses: number;
  /** Position in the learning or relearning steps (Anki stores the steps remaining). */
  step: number;
}

export interface TSchedulingContext {
  now: Date;
  /** The learner's IANA zone; null is fallbackTimeZone. */
  timeZone: string | null;
  /** The card's id, which seeds its fuzz with its reps as in Anki; null turns fuzz off (Anki's own tests). */
  fuzzCardId: string | null;
}

export const newCardSchedule = (now: Date): TCardSchedule => ({
  state: 'new',
  dueAt: now,
  intervalDays: 0,
  ease: srsDefaults.initialEase,
  repetitions: 0,
  lapses: 0,
  step: 0,
});

const learnSteps = new LearningSteps(srsDefaults.learningStepsMinutes);
const relearnSteps = new LearningSteps(srsDefaults.relearningStepsMinutes);

export const sm2Context = (fuzzFactor: number | null): TSm2Context => ({
  fuzzFactor,
  learnSteps,
  relearnSteps,
  graduatingIntervalGood: srsDefaults.graduatingIntervalGood,
  graduatingIntervalEasy: srsDefaults.graduatingIntervalEasy,
  initialEase: srsDefaults.initialEase,
  hardMultiplier: srsDefaults.hardMultiplier,
  easyMultiplier: srsDefaults.easyMultiplier,
  intervalMultiplier: srsDefaults.intervalMultiplier,
  maximumReviewInterval: srsDefaults.maximumReviewInterval,
  leechThreshold: srsDefaults.leechThreshold,
  lapseMultiplier: srsDefaults.lapseMultiplier,
  minimumLapseInterval: srsDefaults.minimumLapseInterval,
});

/**
 * The card's fuzz draw in [0, 1), fixed by its id and reps as Anki's get_fuzz_seed (card id + reps) is: the grade
 * buttons and the answer use the same draw, so a button shows what the answer does. Anki draws from Rust's StdRng; a
 * UUID is not a number, so here the id is hashed (FNV-1a) and mixed (murmur3's finaliser) instead.
 */
export function fuzzDraw(cardId: string, reps: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < cardId.length; i++) hash = Math.imul(hash ^ cardId.charCodeAt(i), 0x01000193);
  let x = (hash + reps) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  x = (x ^ (x >>> 16)) >>> 0;
  return (x >>> 8) / 2 ** 24;
}

/** The ease as Anki reads it: thousandths over 1000 in f32. */
const easeFactorOf = (ease: number) => f32(Math.round(ease * 1000) / 1000);
/** The ease as Anki stores it: rounded to thousandths (u16). */
const storedEase = (easeFactor: number) => asU32(roundF32(f32(easeFactor * 1000))) / 1000;

/** Anki's current_card_state for a card in a normal deck: a review card's due is capped at today. */
export function currentState(card: TCardSchedule, today: TStudyDay, timeZone: string | null): TSm2State {
  const review = { kind: 'review' as const, easeFactor: easeFactorOf(card.ease), lapses: card.lapses, leeched: false };
  switch (card.state) {
    case 'new':
      return { kind: 'new' };
    case 'learning': {
      const remainingSteps = Math.max(0, learnSteps.steps.length - card.step);
      return { kind: 'learning', remainingSteps, scheduledSecs: learnSteps.currentDelaySecs(remainingSteps) };
    }
    case 'review': {
      const due = Math.min(studyDayOf(card.dueAt, timeZone).day, today.day);
      const elapsedDays = Math.max(0, card.intervalDays - (due - today.day));
      return { ...review, scheduledDays: card.intervalDays, elapsedDays };
    }
    case 'relearning': {
      const remainingSteps = Math.max(0, relearnSteps.steps.length - card.step);
      const learning = { remainingSteps, scheduledSecs: relearnSteps.currentDelaySecs(remainingSteps) };
      return {
        kind: 'relearning',
        learning,
        review: { ...review, scheduledDays: card.intervalDays, elapsedDays: card.intervalDays },
      };
    }
  }
}

/** What each grade would do to the card now, with the study day it was computed on. */
export function schedulingStates(card: TCardSchedule, ctx: TSchedulingContext) {
  const today = studyDayOf(ctx.now, ctx.timeZone);
  const draw = ctx.fuzzCardId === null ? null : fuzzDraw(ctx.fuzzCardId, card.repetitions);
  const states: TNextStates = nextStates(currentState(card, today, ctx.timeZone), sm2Context(draw));
  return { states, today, draw };
}

/** Anki's IntervalKind::maybe_as_days: a step reaching the next day counts in days (the days after today). */
export function stepInDays(secs: number, ctx: TSchedulingContext, today: TStudyDay): number | null {
  const untilRollover = Math.max(0, Math.floor((today.nextDayAt.getTime() - ctx.now.getTime()) / 1000));
  return secs >= untilRollover ? Math.floor((secs - untilRollover) / 86_400) + 1 : null;
}

/** Seconds to show on a grade button for a next state, as Anki's describe_next_states counts them. */
export function buttonSeconds(state: TSm2State, ctx: TSchedulingContext, today: TStudyDay): number {
  if (state.kind === 'review') return state.scheduledDays * 86_400;
  const secs =
    state.kind === 'learning' ? state.scheduledSecs : state.kind === 'relearning' ? state.learning.scheduledSecs : 0;
  const days = stepInDays(secs, ctx, today);
  return days === null ? secs : days * 86_400;
}

export interface TAnsweredCard extends TCardSchedule {
  /** Anki's leech: the lapse reached the threshold or another half of it; the card is tagged srsDefaults.leechTag. */
  leeched: boolean;
}

/** The card's schedule after one answer (Anki's answer_card with the state the grade button showed). */
export function scheduleAnswer(card: TCardSchedule, grade: TGrade, ctx: TSchedulingContext): TAnsweredCard {
  const { states, today, draw } = schedulingStates(card, ctx);
  const next = states[grade];
  const answered = { ...card, repetitions: card.repetitions + 1, leeched: false };
  const stepDue = (secs: number) => {
    const days = stepInDays(secs, ctx, today);
    if (days !== null) return studyDayStart(today.day + days, ctx.timeZone);
    return new Date(ctx.now.getTime() + learningDelayWithFuzz(draw, secs) * 1000);
  };
  switch (next.kind) {
    case 'new':
      return answered;
    case 'learning':
      return {
        ...answered,
        state: 'learning',
        step: Math.max(0, learnSteps.steps.length - next.remainingSteps),
        dueAt: stepDue(next.scheduledSecs),
      };
    case 'review':
      return {
        ...answered,
        state: 'review',
        step: 0,
        intervalDays: next.scheduledDays,
        ease: storedEase(next.easeFactor),
        lapses: next.lapses,
        dueAt: studyDayStart(today.day + next.scheduledDays, ctx.timeZone),
        leeched: next.leeched,
      };
    case 'relearning':
      return {
        ...answered,
        state: 'relearning',
        step: Math.max(0, relearnSteps.steps.length - next.learning.remainingSteps),
        intervalDays: next.review.scheduledDays,
        ease: storedEase(next.review.easeFactor),
        lapses: next.review.lapses,
        dueAt: stepDue(next.learning.scheduledSecs),
        leeched: next.review.leeched,
      };
  }
}
