import { studyDayRolloverHour } from '../../../shared/domain/time-zones';

// Wall-clock arithmetic in a learner's IANA zone with nothing but Intl: what date and hour it is there at an
// instant, and which instant a local date and hour name (DST gaps resolve forwards, as clocks do).

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

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetMs(instant: Date, zone: string) {
  const f = fields(instant, zone);
  const wall = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which the zone's clock shows `date` at `hour`:00. */
export function zonedInstant(date: string, hour: number, zone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + hour * 3_600_000;
  const first = wall - offsetMs(new Date(wall), zone);
  // The offset at the guess can differ from the offset at the answer around a DST change; one correction settles it.
  return new Date(wall - offsetMs(new Date(first), zone));
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** When the learner's study day that contains `now` ends: the next 4 AM on their clock (Anki's rollover). */
export function endOfStudyDay(now: Date, zone: string): Date {
  const { date, hour } = localParts(now, zone);
  return zonedInstant(hour < studyDayRolloverHour ? date : addDays(date, 1), studyDayRolloverHour, zone);
}
