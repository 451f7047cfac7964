// SM-2 as Anki schedules it (its v3 scheduler with default deck options). Pure: the caller passes the time and,
// for interval fuzz, a random source; tests pass none to get Anki's exact intervals.

export const srsDefaults = {
  learningStepsMinutes: [1, 10],
  relearningStepsMinutes: [10],
  graduatingIntervalDays: 1,
  easyIntervalDays: 4,
  startingEase: 2.5,
  hardMultiplier: 1.2,
  easyBonus: 1.3,
  minimumEase: 1.3,
  lapseIntervalMultiplier: 0,
  minimumIntervalDays: 1,
  maximumIntervalDays: 36_500,
  leechThreshold: 8,
  newCardsPerDay: 20,
} as const;

export const grades = ['again', 'hard', 'good', 'easy'] as const;
export type TGrade = (typeof grades)[number];

const easeChange: Record<TGrade, number> = { again: -0.2, hard: -0.15, good: 0, easy: 0.15 };

export interface TCardSchedule {
  state: 'new' | 'learning' | 'review' | 'relearning';
  dueAt: Date;
  /** Days between reviews once the card is in review (for relearning: the interval it returns to). */
  intervalDays: number;
  ease: number;
  /** Successful reviews in a row; reset by a lapse. */
  repetitions: number;
  lapses: number;
  /** Position in the learning or relearning steps. */
  step: number;
  /** Set when the card lapsed leechThreshold times: Anki suspends leeches. */
  suspended: boolean;
}

export const newCardSchedule = (now: Date): TCardSchedule => ({
  state: 'new',
  dueAt: now,
  intervalDays: 0,
  ease: srsDefaults.startingEase,
  repetitions: 0,
  lapses: 0,
  step: 0,
  suspended: false,
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const afterMinutes = (now: Date, minutes: number) => new Date(now.getTime() + minutes * MINUTE);
const afterDays = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

/** Rounds half away from zero, as Anki's Rust scheduler does (2.5 → 3, 32.5 → 33). */
const roundHalfUp = (value: number) => Math.floor(value + 0.5);

/** Anki's fuzz: intervals from 2.5 days move by up to 15%, then 10% past 7 days, then 5% past 20 days. */
export function fuzzRange(interval: number, minimum: number): [number, number] {
  if (interval < 2.5) return [roundHalfUp(interval), roundHalfUp(interval)];
  const ranges = [
    { start: 2.5, end: 7, factor: 0.15 },
    { start: 7, end: 20, factor: 0.1 },
    { start: 20, end: Number.POSITIVE_INFINITY, factor: 0.05 },
  ];
  const delta = 1 + ranges.reduce((sum, r) => sum + r.factor * Math.max(0, Math.min(interval, r.end) - r.start), 0);
  const lower = Math.max(minimum, roundHalfUp(interval - delta));
  return [lower, Math.max(lower, roundHalfUp(interval + delta))];
}

function constrain(interval: number, minimum: number, random: (() => number) | undefined) {
  const max = srsDefaults.maximumIntervalDays;
  if (!random) return Math.min(max, Math.max(minimum, roundHalfUp(interval)));
  const [lower, upper] = fuzzRange(interval, minimum);
  return Math.min(max, lower + Math.floor(random() * (upper - lower + 1)));
}

/** The next intervals of a review card for Hard, Good and Easy, with Anki's minimums between them. */
export function reviewIntervals(card: TCardSchedule, now: Date, random?: () => number) {
  const daysLate = Math.max(0, Math.floor((now.getTime() - card.dueAt.getTime()) / DAY));
  const current = card.intervalDays;
  const hard = constrain(current * srsDefaults.hardMultiplier, current + 1, random);
  const good = constrain((current + daysLate / 2) * card.ease, hard + 1, random);
  const easy = constrain((current + daysLate) * card.ease * srsDefaults.easyBonus, good + 1, random);
  return { hard, good, easy };
}

function stepDelay(steps: readonly number[], step: number, grade: 'hard' | 'again' | 'good') {
  if (grade === 'again') return steps[0]!;
  if (grade === 'good') return steps[step]!;
  // Hard repeats the step; on the first of several steps Anki takes the average of the first two.
  if (step === 0 && steps.length > 1) return (steps[0]! + steps[1]!) / 2;
  return steps.length === 1 ? Math.min(steps[0]! * 1.5, steps[0]! + 24 * 60) : steps[step]!;
}

const toReview = (card: TCardSchedule, now: Date, intervalDays: number): TCardSchedule => ({
  ...card,
  state: 'review',
  step: 0,
  intervalDays,
  repetitions: card.repetitions + 1,
  dueAt: afterDays(now, intervalDays),
});

/** The card's schedule after one answer. */
export function scheduleAnswer(card: TCardSchedule, grade: TGrade, now: Date, random?: () => number): TCardSchedule {
  if (card.state === 'review') {
    if (grade === 'again') {
      const lapses = card.lapses + 1;
      return {
        ...card,
        state: 'relearning',
        step: 0,
        lapses,
        repetitions: 0,
        ease: Math.max(srsDefaults.minimumEase, card.ease + easeChange.again),
        intervalDays: Math.max(
          srsDefaults.minimumIntervalDays,
          roundHalfUp(card.intervalDays * srsDefaults.lapseIntervalMultiplier),
        ),
        dueAt: afterMinutes(now, srsDefaults.relearningStepsMinutes[0]!),
        suspended: card.suspended || lapses >= srsDefaults.leechThreshold,
      };
    }
    const intervals = reviewIntervals(card, now, random);
    const ease = Math.max(srsDefaults.minimumEase, card.ease + easeChange[grade]);
    return toReview({ ...card, ease }, now, intervals[grade]);
  }

  const relearning = card.state === 'relearning';
  const steps = relearning ? srsDefaults.relearningStepsMinutes : srsDefaults.learningStepsMinutes;
  if (grade === 'easy') {
    return toReview(card, now, relearning ? card.intervalDays + 1 : srsDefaults.easyIntervalDays);
  }
  if (grade === 'good' && card.step + 1 >= steps.length) {
    return toReview(card, now, relearning ? card.intervalDays : srsDefaults.graduatingIntervalDays);
  }
  const step = grade === 'again' ? 0 : grade === 'good' ? card.step + 1 : card.step;
  const delay = stepDelay(steps, grade === 'good' ? step : card.step, grade);
  return { ...card, state: relearning ? 'relearning' : 'learning', step, dueAt: afterMinutes(now, delay) };
}
