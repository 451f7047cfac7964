import { describe, expect, it } from 'vitest';
import { fuzzRange, newCardSchedule, scheduleAnswer, srsDefaults, type TCardSchedule } from './spaced-repetition';

const now = new Date('2026-03-01T12:00:00Z');
const DAY = 86_400_000;
const minutesUntil = (card: TCardSchedule) => (card.dueAt.getTime() - now.getTime()) / 60_000;
const daysUntil = (card: TCardSchedule) => (card.dueAt.getTime() - now.getTime()) / DAY;

/** A review card with the given interval, due `daysLate` days ago. */
const reviewCard = (intervalDays: number, daysLate = 0): TCardSchedule => ({
  ...newCardSchedule(now),
  state: 'review',
  intervalDays,
  repetitions: 3,
  dueAt: new Date(now.getTime() - daysLate * DAY),
});

describe('SM-2 as Anki schedules it, fuzz off', () => {
  it('from interval 10 at ease 2.5 answered on time: Hard 12, Good 25, Easy 33 days', () => {
    const answers = (['hard', 'good', 'easy'] as const).map((g) => scheduleAnswer(reviewCard(10), g, now).intervalDays);
    expect(answers).toEqual([12, 25, 33]);
  });

  it('two days late: Hard 12, Good 28, Easy 39 days', () => {
    const answers = (['hard', 'good', 'easy'] as const).map(
      (g) => scheduleAnswer(reviewCard(10, 2), g, now).intervalDays,
    );
    expect(answers).toEqual([12, 28, 39]);
  });

  it('from interval 1: Hard 2, Good 3, Easy 4 days', () => {
    const answers = (['hard', 'good', 'easy'] as const).map((g) => scheduleAnswer(reviewCard(1), g, now).intervalDays);
    expect(answers).toEqual([2, 3, 4]);
  });

  it('a new card: Again 1 minute, Hard about 6 minutes, Good 10 minutes, Easy 4 days', () => {
    const card = newCardSchedule(now);
    expect(minutesUntil(scheduleAnswer(card, 'again', now))).toBe(1);
    expect(Math.round(minutesUntil(scheduleAnswer(card, 'hard', now)))).toBe(6);
    expect(minutesUntil(scheduleAnswer(card, 'good', now))).toBe(10);
    const easy = scheduleAnswer(card, 'easy', now);
    expect(easy).toMatchObject({ state: 'review', intervalDays: 4 });
    expect(daysUntil(easy)).toBe(4);
  });

  it('graduates a learning card after its last step with the 1-day graduating interval', () => {
    const learning = scheduleAnswer(newCardSchedule(now), 'good', now);
    const graduated = scheduleAnswer(learning, 'good', now);
    expect(graduated).toMatchObject({ state: 'review', intervalDays: 1, repetitions: 1 });
  });

  it('Again on a 10-day card: ease 2.3, one lapse, a 10-minute relearning step, then a 1-day interval', () => {
    const lapsed = scheduleAnswer(reviewCard(10), 'again', now);
    expect(lapsed).toMatchObject({ state: 'relearning', lapses: 1, repetitions: 0 });
    expect(lapsed.ease).toBeCloseTo(2.3);
    expect(minutesUntil(lapsed)).toBe(10);
    const relearned = scheduleAnswer(lapsed, 'good', now);
    expect(relearned).toMatchObject({ state: 'review', intervalDays: 1 });
  });

  it('changes ease by -0.15 for Hard, 0 for Good, +0.15 for Easy, never below 1.3', () => {
    expect(scheduleAnswer(reviewCard(10), 'hard', now).ease).toBeCloseTo(2.35);
    expect(scheduleAnswer(reviewCard(10), 'good', now).ease).toBeCloseTo(2.5);
    expect(scheduleAnswer(reviewCard(10), 'easy', now).ease).toBeCloseTo(2.65);
    expect(scheduleAnswer({ ...reviewCard(10), ease: 1.35 }, 'again', now).ease).toBe(srsDefaults.minimumEase);
  });

  it('suspends a card as a leech when it lapses the eighth time', () => {
    const seventh = scheduleAnswer({ ...reviewCard(5), lapses: 6 }, 'again', now);
    expect(seventh.suspended).toBe(false);
    const eighth = scheduleAnswer({ ...reviewCard(5), lapses: 7 }, 'again', now);
    expect(eighth).toMatchObject({ lapses: 8, suspended: true });
  });
});

describe('fuzz', () => {
  it('spreads intervals within Anki’s ranges and never below the minimum', () => {
    expect(fuzzRange(2, 1)).toEqual([2, 2]);
    expect(fuzzRange(25, 13)).toEqual([22, 28]);
    const seen = new Set<number>();
    for (const r of [0, 0.2, 0.4, 0.6, 0.8, 0.999])
      seen.add(scheduleAnswer(reviewCard(10), 'good', now, () => r).intervalDays);
    expect(Math.min(...seen)).toBe(22);
    expect(Math.max(...seen)).toBe(28);
  });
});
