import { srsDefaults } from '../../../../shared/domain/spaced-repetition';
import type { TUserFlashcardRow } from '../../../db/schema';

// Anki's card columns (rslib/src/card/mod.rs, schema 11): `type` 0 new, 1 learning, 2 review, 3 relearning; `queue`
// -1 suspended, -2/-3 buried, 0 new, 1 learning (due in epoch seconds), 2 review and 3 day-learning (due in days
// since the collection's `crt`); `factor` is the ease in thousandths; `left` counts the learning steps still to go
// in its last three digits. A card in a filtered deck keeps its home deck's due in `odue`.

export interface TAnkiCardRow {
  type: number;
  queue: number;
  due: number;
  ivl: number;
  factor: number;
  reps: number;
  lapses: number;
  left: number;
  odue: number;
  odid: number;
}

type TSchedule = Pick<
  TUserFlashcardRow,
  'state' | 'dueAt' | 'intervalDays' | 'ease' | 'repetitions' | 'lapses' | 'step' | 'isSuspended'
>;

const DAY_SECONDS = 86_400;
const dayToDate = (crt: number, day: number) => new Date((crt + day * DAY_SECONDS) * 1000);
const easeOf = (factor: number) => (factor > 0 ? Math.max(1.3, factor / 1000) : srsDefaults.initialEase);

// An uploaded collection holds whatever its file says: SQLite keeps text, reals and 1e308 in an integer column. What
// goes into our rows is bounded to what they hold, or a hostile package fails the whole import with a 500.
/** Our counters (repetitions, lapses) are PostgreSQL integers. */
const INTEGER_MAX = 2 ** 31 - 1;
/** The latest due date a timestamp column takes as an ISO string: four-digit years. */
const LATEST_DUE = Date.UTC(9999, 11, 31);

/** A column as a whole number within [min, max]; a value that is not a finite number is `fallback`. */
function whole(value: unknown, min: number, max: number, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(Math.max(Math.trunc(value), min), max);
}

/** A due date no calendar holds (a day number of a corrupt or hostile collection) is due now. */
const storableDue = (date: Date, now: Date) => {
  const time = date.getTime();
  return Number.isFinite(time) && time >= 0 && time <= LATEST_DUE ? date : now;
};

/** The card's schedule in this app's terms, when the learner chose to keep Anki's progress. */
export function scheduleFromAnki(card: TAnkiCardRow, crt: number, now: Date): TSchedule {
  const due = whole(card.odid ? card.odue : card.due, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 0);
  const intervalDays = whole(card.ivl, 1, srsDefaults.maximumReviewInterval, 1);
  const base = {
    ease: easeOf(whole(card.factor, 0, INTEGER_MAX, 0)),
    repetitions: whole(card.reps, 0, INTEGER_MAX, 0),
    lapses: whole(card.lapses, 0, INTEGER_MAX, 0),
    isSuspended: card.queue === -1,
  };
  if (card.type === 2) {
    return { ...base, state: 'review', dueAt: storableDue(dayToDate(crt, due), now), intervalDays, step: 0 };
  }
  if (card.type === 1 || card.type === 3) {
    const relearning = card.type === 3;
    const steps = relearning ? srsDefaults.relearningStepsMinutes : srsDefaults.learningStepsMinutes;
    const remaining = whole(card.left, 0, INTEGER_MAX, 0) % 1000;
    // Intraday learning cards are due at a time; a learning step of a day or more is due on a day.
    const dueAt = card.queue === 3 || due < 1_000_000_000 ? dayToDate(crt, due) : new Date(due * 1000);
    return {
      ...base,
      state: relearning ? 'relearning' : 'learning',
      dueAt: storableDue(dueAt, now),
      intervalDays: relearning ? intervalDays : 0,
      step: Math.min(Math.max(steps.length - remaining, 0), steps.length - 1),
    };
  }
  return { ...base, state: 'new', dueAt: now, intervalDays: 0, ease: srsDefaults.initialEase, step: 0 };
}

/** The other way, for an exported package: `position` orders new cards, `crt` is the package's day zero. */
export function scheduleToAnki(card: TSchedule, crt: number, position: number): Omit<TAnkiCardRow, 'odue' | 'odid'> {
  const suspended = (queue: number) => (card.isSuspended ? -1 : queue);
  const day = Math.floor((card.dueAt.getTime() / 1000 - crt) / DAY_SECONDS);
  const counts = { reps: card.repetitions, lapses: card.lapses };
  const factor = Math.round(card.ease * 1000);
  if (card.state === 'review') {
    return { type: 2, queue: suspended(2), due: day, ivl: card.intervalDays, factor, left: 0, ...counts };
  }
  if (card.state === 'learning' || card.state === 'relearning') {
    const relearning = card.state === 'relearning';
    const steps = relearning ? srsDefaults.relearningStepsMinutes : srsDefaults.learningStepsMinutes;
    const remaining = Math.max(steps.length - card.step, 1);
    return {
      type: relearning ? 3 : 1,
      queue: suspended(1),
      due: Math.floor(card.dueAt.getTime() / 1000),
      ivl: relearning ? card.intervalDays : 0,
      factor: relearning ? factor : 0,
      left: remaining * 1000 + remaining,
      ...counts,
    };
  }
  return { type: 0, queue: suspended(0), due: position, ivl: 0, factor: 0, left: 0, ...counts };
}

/** Day zero for an exported package: 4 AM UTC (Anki's default day start) on or before every date it holds. */
export function packageDayZero(dates: Date[], now: Date) {
  const earliest = Math.min(now.getTime(), ...dates.map((d) => d.getTime())) / 1000;
  const rollover = 4 * 3600;
  return Math.floor((earliest - rollover) / DAY_SECONDS) * DAY_SECONDS + rollover;
}
