import { describe, expect, it } from 'vitest';
import {
  fuzzDraw,
  grades,
  newCardSchedule,
  scheduleAnswer,
  schedulingStates,
  srsDefaults,
  type TCardSchedule,
  type TSchedulingContext,
} from './spaced-repetition';
import { studyDayOf, studyDayStart } from './study-day';

const chicago = 'America/Chicago';
// 2026-03-02 12:00 in Chicago (UTC-6): study day D.
const now = new Date('2026-03-02T18:00:00Z');
const today = studyDayOf(now, chicago).day;
const off = (at = now): TSchedulingContext => ({ now: at, timeZone: chicago, fuzzCardId: null });
const fuzzed = (cardId: string, at = now): TSchedulingContext => ({ now: at, timeZone: chicago, fuzzCardId: cardId });

/** A review card with the given interval, ease and lapses, due `daysLate` study days ago. */
const reviewCard = (intervalDays: number, fields: Partial<TCardSchedule> & { daysLate?: number } = {}) => ({
  ...newCardSchedule(now),
  state: 'review' as const,
  intervalDays,
  repetitions: 3,
  dueAt: studyDayStart(today - (fields.daysLate ?? 0), chicago),
  ...fields,
});
const days = (card: TCardSchedule, ctx = off()) =>
  (['hard', 'good', 'easy'] as const).map((grade) => scheduleAnswer(card, grade, ctx).intervalDays);

describe('SM-2 as Anki schedules it, fuzz off', () => {
  it('from interval 10 at ease 2.5 answered on time: Hard 12, Good 25, Easy 33 days', () => {
    expect(days(reviewCard(10))).toEqual([12, 25, 33]);
  });

  it('two study days late: Hard 12, Good 28, Easy 39 days', () => {
    expect(days(reviewCard(10, { daysLate: 2 }))).toEqual([12, 28, 39]);
  });

  it('rounds in 32-bit floats with the ease in thousandths, as Anki: 15 × 2.1 = 31, 18 × 2.5 × 1.3 = 58', () => {
    // In doubles these are 31.5 → 32 and 58.5 → 59; Anki's f32 values fall just below the half.
    expect(days(reviewCard(15, { ease: 2.1 }))[1]).toBe(31);
    expect(days(reviewCard(18))[2]).toBe(58);
    expect(days(reviewCard(25, { ease: 2.3 }))[1]).toBe(58); // and just above it: 57.5 in doubles, 58 here too
  });

  it('from interval 1: Hard 2, Good 3, Easy 4 days; the review is due at the start of that study day', () => {
    expect(days(reviewCard(1))).toEqual([2, 3, 4]);
    expect(scheduleAnswer(reviewCard(1), 'good', off()).dueAt).toEqual(studyDayStart(today + 3, chicago));
    expect(studyDayStart(today + 3, chicago)).toEqual(new Date('2026-03-05T10:00:00Z')); // 4 AM in Chicago
  });

  it('counts days late in study days: due yesterday and answered at 4:30 AM is a day late, at 3:59 AM it is not', () => {
    const card = reviewCard(10, { dueAt: studyDayStart(today, chicago) });
    const earlyMorning = new Date('2026-03-03T09:59:00Z'); // 3:59 AM in Chicago, still day D
    const afterRollover = new Date('2026-03-03T10:30:00Z'); // 4:30 AM, day D + 1
    expect(scheduleAnswer(card, 'good', off(earlyMorning)).intervalDays).toBe(25);
    expect(scheduleAnswer(card, 'good', off(afterRollover)).intervalDays).toBe(26); // (10 + 1/2) × 2.5 = 26.25
  });

  it('a new card: Again 1 minute, Hard 5.5 minutes, Good 10 minutes, Easy 4 days', () => {
    const card = newCardSchedule(now);
    const minutes = (grade: 'again' | 'hard' | 'good') =>
      (scheduleAnswer(card, grade, off()).dueAt.getTime() - now.getTime()) / 60_000;
    expect([minutes('again'), minutes('hard'), minutes('good')]).toEqual([1, 5.5, 10]);
    expect(scheduleAnswer(card, 'easy', off())).toMatchObject({ state: 'review', intervalDays: 4, repetitions: 1 });
  });

  it('a learning step that reaches the next study day is due at its start, like Anki’s day-learning cards', () => {
    const late = new Date('2026-03-03T09:55:00Z'); // 3:55 AM: Good's 10 minutes pass 4 AM
    const answered = scheduleAnswer({ ...newCardSchedule(now), state: 'learning', step: 1 }, 'good', off(late));
    expect(answered.state).toBe('review'); // the second step was the last: graduates
    const stepped = scheduleAnswer(newCardSchedule(now), 'good', off(late));
    expect(stepped).toMatchObject({ state: 'learning', step: 1 });
    expect(stepped.dueAt).toEqual(studyDayStart(studyDayOf(late, chicago).day + 1, chicago));
  });

  it('Again on a 10-day card: ease 2.3, one lapse, a 10-minute relearning step, then a 1-day interval', () => {
    const lapsed = scheduleAnswer(reviewCard(10), 'again', off());
    expect(lapsed).toMatchObject({ state: 'relearning', lapses: 1, ease: 2.3, intervalDays: 1, repetitions: 4 });
    expect(lapsed.dueAt.getTime() - now.getTime()).toBe(600_000);
    expect(scheduleAnswer(lapsed, 'good', off())).toMatchObject({ state: 'review', intervalDays: 1 });
    expect(scheduleAnswer(lapsed, 'easy', off())).toMatchObject({ state: 'review', intervalDays: 2 });
  });

  it('stores the ease in thousandths: -0.15 Hard, 0 Good, +0.15 Easy, never below 1.3', () => {
    expect(grades.map((grade) => scheduleAnswer(reviewCard(10), grade, off()).ease)).toEqual([2.3, 2.35, 2.5, 2.65]);
    let card: TCardSchedule = reviewCard(10);
    for (let i = 0; i < 10; i++) card = { ...scheduleAnswer(card, 'hard', off()), dueAt: card.dueAt };
    expect(card.ease).toBe(1.3);
  });

  it('flags a leech at the 8th lapse and then every 4th (12, 16), without suspending it', () => {
    const leechedAt = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15].filter(
      (before) => scheduleAnswer(reviewCard(5, { lapses: before }), 'again', off()).leeched,
    );
    expect(leechedAt).toEqual([7, 11, 15]);
    expect(srsDefaults.leechTag).toBe('leech');
  });
});

describe('answering/mod.rs state_application, ported', () => {
  it('new → learning → learning → review 1 → Easy 4 (ease 2650) → lapse 1 (2450) → relearn again → review 1', () => {
    // Anki's test sets every card due today ("update cards set due=0") before each answer.
    const dueToday = (card: TCardSchedule) => ({ ...card, dueAt: studyDayStart(today, chicago) });
    const answer = (card: TCardSchedule, grade: (typeof grades)[number]) =>
      scheduleAnswer(dueToday(card), grade, off());
    const learning = answer(newCardSchedule(now), 'again');
    expect(learning).toMatchObject({ state: 'learning', step: 0 }); // remaining_steps 2
    const stepped = answer(learning, 'good');
    expect(stepped).toMatchObject({ state: 'learning', step: 1 }); // remaining_steps 1
    const graduated = answer(stepped, 'good');
    expect(graduated).toMatchObject({ state: 'review', intervalDays: 1, step: 0 });
    const easy = answer(graduated, 'easy');
    expect(easy).toMatchObject({ state: 'review', intervalDays: 4, ease: 2.65 });
    const lapsed = answer(easy, 'again');
    expect(lapsed).toMatchObject({ state: 'relearning', intervalDays: 1, ease: 2.45, lapses: 1 });
    const failedAgain = answer(lapsed, 'again');
    expect(failedAgain).toMatchObject({ state: 'relearning', lapses: 1 });
    expect(answer(failedAgain, 'good')).toMatchObject({ state: 'review', intervalDays: 1, repetitions: 7 });
  });
});

describe('fuzz, seeded per card as Anki seeds it', () => {
  const ids = Array.from({ length: 400 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

  it('draws the same fuzz for the same card and reps, in [0, 1), and varies across cards and reps', () => {
    expect(fuzzDraw(ids[0]!, 3)).toBe(fuzzDraw(ids[0]!, 3));
    const draws = ids.map((id) => fuzzDraw(id, 0));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    expect(new Set(draws.map((d) => Math.floor(d * 10))).size).toBe(10);
    expect(fuzzDraw(ids[0]!, 4)).not.toBe(fuzzDraw(ids[0]!, 3));
  });

  it('a freshly graduated card: Hard always 2, Good 3 or 4, Easy 4 to 6 (minimums applied before fuzzing)', () => {
    const seen = ids.map((id) => days(reviewCard(1), fuzzed(id)));
    expect(new Set(seen.map((d) => d[0]))).toEqual(new Set([2]));
    expect(new Set(seen.map((d) => d[1]))).toEqual(new Set([3, 4]));
    expect(Math.min(...seen.map((d) => d[2]!))).toBe(4);
    expect(Math.max(...seen.map((d) => d[2]!))).toBeLessThanOrEqual(6);
  });

  it('spreads Good of a 10-day card over 22 to 28 days, and keeps intervals near the maximum below it', () => {
    const good = ids.map((id) => days(reviewCard(10), fuzzed(id))[1]!);
    expect([Math.min(...good), Math.max(...good)]).toEqual([22, 28]);
    const nearMax = ids.map((id) => days(reviewCard(20_000), fuzzed(id))[1]!);
    // Clamped to 36,500 first, then fuzzed by ±1,827 days (1 + 0.15 × 4.5 + 0.1 × 13 + 0.05 × 36,480) and clamped again.
    expect(Math.min(...nearMax)).toBeGreaterThanOrEqual(34_673);
    expect(Math.max(...nearMax)).toBeLessThanOrEqual(srsDefaults.maximumReviewInterval);
    expect(new Set(nearMax).size).toBeGreaterThan(300);
  });

  it('fuzzes graduating intervals (Easy of a new card 3 to 5) and learning steps (up to 25% more)', () => {
    const easy = new Set(ids.map((id) => scheduleAnswer(newCardSchedule(now), 'easy', fuzzed(id)).intervalDays));
    expect(easy).toEqual(new Set([3, 4, 5]));
    const goodSecs = ids.map(
      (id) => (scheduleAnswer(newCardSchedule(now), 'good', fuzzed(id)).dueAt.getTime() - now.getTime()) / 1000,
    );
    expect(Math.min(...goodSecs)).toBeGreaterThanOrEqual(600);
    expect(Math.max(...goodSecs)).toBeLessThan(750);
    expect(new Set(goodSecs).size).toBeGreaterThan(50);
  });

  it('answers exactly what the grade buttons were computed with', () => {
    for (const id of ids.slice(0, 50)) {
      const card = reviewCard(30, { daysLate: 3, ease: 2.2 });
      const { states } = schedulingStates(card, fuzzed(id));
      for (const grade of ['hard', 'good', 'easy'] as const) {
        const state = states[grade];
        expect(scheduleAnswer(card, grade, fuzzed(id)).intervalDays).toBe(
          state.kind === 'review' && state.scheduledDays,
        );
      }
    }
  });
});
