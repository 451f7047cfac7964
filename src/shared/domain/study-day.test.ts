import { describe, expect, it } from 'vitest';
import { studyDayDate, studyDayOf, studyDayStart, utcOffsetMs } from './study-day';

const HOUR = 3_600_000;
const localTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }).format(
    instant,
  );

describe('study days (Anki day numbers, 4 AM rollover in the learner’s zone)', () => {
  it('rolls over at 4 AM local: 3:59 AM is still yesterday, 4:00 AM is today', () => {
    const before = studyDayOf(new Date('2026-05-10T08:59:00Z'), 'America/Chicago'); // 3:59 AM CDT
    const after = studyDayOf(new Date('2026-05-10T09:00:00Z'), 'America/Chicago'); // 4:00 AM CDT
    expect(after.day - before.day).toBe(1);
    expect(studyDayDate(after.day)).toBe('2026-05-10');
    expect(before.nextDayAt).toEqual(new Date('2026-05-10T09:00:00Z'));
    expect(after.nextDayAt).toEqual(new Date('2026-05-11T09:00:00Z'));
  });

  it('treats null as the fallback zone, UTC', () => {
    expect(studyDayOf(new Date('2026-05-10T03:00:00Z'), null)).toEqual({
      day: studyDayOf(new Date('2026-05-09T12:00:00Z'), 'UTC').day,
      nextDayAt: new Date('2026-05-10T04:00:00Z'),
    });
  });

  it('counts an unknown zone name as the fallback zone instead of failing', () => {
    const at = new Date('2026-05-10T12:00:00Z');
    expect(studyDayOf(at, 'Mars/Olympus_Mons')).toEqual(studyDayOf(at, 'UTC'));
  });

  it('knows half-hour zones and the date line', () => {
    expect(utcOffsetMs(new Date('2026-01-15T00:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
    expect(utcOffsetMs(new Date('2026-01-15T00:00:00Z'), 'America/St_Johns')).toBe(-3.5 * HOUR);
    expect(studyDayDate(studyDayOf(new Date('2026-01-15T15:30:00Z'), 'Pacific/Auckland').day)).toBe('2026-01-16');
  });

  it('starts every day at 4 AM local, across daylight-saving changes, and maps back to the same day', () => {
    for (const zone of ['America/Chicago', 'Europe/London', 'Pacific/Auckland', 'Asia/Kolkata', 'America/St_Johns']) {
      const first = studyDayOf(new Date('2026-01-01T12:00:00Z'), zone).day;
      for (let day = first; day < first + 366; day++) {
        const start = studyDayStart(day, zone);
        expect(localTime(start, zone)).toBe(`${studyDayDate(day)}, 04:00`);
        expect(studyDayOf(start, zone).day).toBe(day);
        expect(studyDayOf(new Date(start.getTime() - 1000), zone).day).toBe(day - 1);
      }
    }
  });

  it('on the night clocks go forward, the day still starts at 4 AM: a 23-hour study day', () => {
    // Chicago, 2026-03-08: 2 AM becomes 3 AM.
    const day = studyDayOf(new Date('2026-03-08T12:00:00Z'), 'America/Chicago').day;
    expect(studyDayStart(day, 'America/Chicago')).toEqual(new Date('2026-03-08T09:00:00Z'));
    expect(studyDayStart(day, 'America/Chicago').getTime() - studyDayStart(day - 1, 'America/Chicago').getTime()).toBe(
      23 * HOUR,
    );
  });
});
