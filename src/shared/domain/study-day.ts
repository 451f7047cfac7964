// A learner's study day, as Anki counts days (rslib/src/scheduler/timing.rs, sched_timing_today_v2_new): the day
// rolls over at studyDayRolloverHour (4 AM) in the learner's time zone. Due counts, "due today", the forecast, days
// late and study reminders all use these day numbers, so a card answered at 11 PM is not due again at 1 AM.
import { fallbackTimeZone, isTimeZone, studyDayRolloverHour } from './time-zones';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    const options = {
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    } as const;
    // A zone this runtime does not know (a stored name from a newer tz database) counts as the fallback zone.
    const zone = isTimeZone(timeZone) ? timeZone : fallbackTimeZone;
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's UTC offset at an instant, in milliseconds (Chicago in winter: -6 h). */
export function utcOffsetMs(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

export interface TStudyDay {
  /** Anki's days_elapsed, counted from 1970-01-01 instead of the collection's creation (only differences matter). */
  day: number;
  /** When the next study day starts (Anki's next_day_at). */
  nextDayAt: Date;
}

/**
 * The study day an instant falls in, and when the next one starts. Like Anki, the rollover is today's 4 AM in the
 * zone's offset at that instant, plus 24 hours once passed.
 */
export function studyDayOf(instant: Date, timeZone: string | null = fallbackTimeZone): TStudyDay {
  const zone = timeZone ?? fallbackTimeZone;
  const offset = utcOffsetMs(instant, zone);
  const localDate = Math.floor((instant.getTime() + offset) / DAY_MS);
  const rolloverToday = localDate * DAY_MS + studyDayRolloverHour * HOUR_MS - offset;
  const passed = rolloverToday <= instant.getTime();
  return {
    day: passed ? localDate : localDate - 1,
    nextDayAt: new Date(passed ? rolloverToday + DAY_MS : rolloverToday),
  };
}

/** The instant a study day starts: its date at 4 AM in the zone (DST-correct: the offset is the one at that time). */
export function studyDayStart(day: number, timeZone: string | null = fallbackTimeZone): Date {
  const zone = timeZone ?? fallbackTimeZone;
  const wall = day * DAY_MS + studyDayRolloverHour * HOUR_MS;
  let instant = wall - utcOffsetMs(new Date(wall), zone);
  instant = wall - utcOffsetMs(new Date(instant), zone);
  return new Date(instant);
}

/** The calendar date of a study day, YYYY-MM-DD, for the forecast. */
export const studyDayDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
