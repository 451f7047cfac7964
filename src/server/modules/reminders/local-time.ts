import { studyDayOf } from '../../../shared/domain/study-day';

// Wall-clock reading in a learner's IANA zone with nothing but Intl: what date and hour it is there at an instant.

export interface TLocalParts {
  /** YYYY-MM-DD */
  date: string;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string) {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function fields(instant: Date, zone: string) {
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

export function localParts(instant: Date, zone: string): TLocalParts {
  const f = fields(instant, zone);
  const date = `${f.year}-${String(f.month).padStart(2, '0')}-${String(f.day).padStart(2, '0')}`;
  return { date, hour: f.hour, minute: f.minute };
}

/**
 * When the learner's study day that contains `now` ends: the next 4 AM on their clock (Anki's rollover), the same
 * boundary the review queue counts "due today" by.
 */
export const endOfStudyDay = (now: Date, zone: string): Date => studyDayOf(now, zone).nextDayAt;
