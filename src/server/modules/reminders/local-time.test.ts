import { describe, expect, it } from 'vitest';
import { daysBetween, formatHour, isQuietHour } from '../../../shared/domain/reminder-texts';
import { endOfStudyDay, localParts } from './local-time';

describe('wall-clock time in a learner zone', () => {
  it('reads the local date and hour of an instant', () => {
    const instant = new Date('2026-07-15T23:30:00Z');
    expect(localParts(instant, 'America/Chicago')).toEqual({ date: '2026-07-15', hour: 18, minute: 30 });
    expect(localParts(instant, 'Asia/Tokyo')).toEqual({ date: '2026-07-16', hour: 8, minute: 30 });
    expect(localParts(instant, 'UTC')).toEqual({ date: '2026-07-15', hour: 23, minute: 30 });
    expect(localParts(new Date('2026-07-15T23:30:00Z'), 'Asia/Kolkata')).toEqual({
      date: '2026-07-16',
      hour: 5,
      minute: 0,
    });
  });

  it('ends the study day at the next 4 AM on the learner clock', () => {
    // 6 PM in Chicago: the study day runs until 4 AM tomorrow.
    expect(endOfStudyDay(new Date('2026-07-15T23:00:00Z'), 'America/Chicago').toISOString()).toBe(
      '2026-07-16T09:00:00.000Z',
    );
    // 2 AM in Chicago still belongs to yesterday's study day, which ends in two hours.
    expect(endOfStudyDay(new Date('2026-07-16T07:00:00Z'), 'America/Chicago').toISOString()).toBe(
      '2026-07-16T09:00:00.000Z',
    );
    expect(endOfStudyDay(new Date('2026-07-16T07:00:00Z'), 'UTC').toISOString()).toBe('2026-07-17T04:00:00.000Z');
    // Chicago moves to daylight time at 2 AM on 8 March 2026. Like Anki (and the review queue), the boundary is
    // taken at the offset in force now (CST), so that one night it falls at 5 AM on the new clock, not 4 AM.
    expect(endOfStudyDay(new Date('2026-03-08T05:00:00Z'), 'America/Chicago').toISOString()).toBe(
      '2026-03-08T10:00:00.000Z',
    );
  });

  it('counts calendar days', () => {
    expect(daysBetween('2026-07-15', '2026-07-22')).toBe(7);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-07-15', '2026-07-14')).toBe(-1);
  });
});

describe('quiet hours', () => {
  it('span midnight when they start later than they end', () => {
    const quiet = (hour: number) => isQuietHour(hour, 22, 7);
    expect([21, 22, 23, 0, 3, 6, 7, 12].map(quiet)).toEqual([false, true, true, true, true, true, false, false]);
  });

  it('stay within one day otherwise, and equal bounds mean none', () => {
    const quiet = (hour: number) => isQuietHour(hour, 13, 15);
    expect([12, 13, 14, 15].map(quiet)).toEqual([false, true, true, false]);
    expect(isQuietHour(5, 5, 5)).toBe(false);
  });

  it('labels hours on a 12-hour clock', () => {
    expect([0, 7, 12, 18, 23].map(formatHour)).toEqual(['12:00 AM', '7:00 AM', '12:00 PM', '6:00 PM', '11:00 PM']);
  });
});
