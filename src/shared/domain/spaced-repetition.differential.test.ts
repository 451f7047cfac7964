// Differential test: randomized answer histories (seeded, so the run is the same every time), answered by the
// scheduler under test and by the independent reference in anki-sm2-reference.test-helpers.ts, written from Anki's
// Rust source and using nothing from the code under test.
import { describe, expect, it } from 'vitest';
import { answer, LEARN, RELEARN, random, type TAnkiCard, timing } from './anki-sm2-reference.test-helpers';
import { newCardSchedule, scheduleAnswer, type TCardSchedule, type TGrade } from './spaced-repetition';

const zones = ['UTC', 'America/Chicago', 'Asia/Kolkata', 'Pacific/Auckland', 'America/St_Johns'];
/** Grades with a per-card failure rate, so some cards lapse often enough to become leeches. */
const pickGrade = (r: number, fail: number): TGrade =>
  r < fail ? 'again' : r < fail + 0.15 ? 'hard' : r < 0.85 ? 'good' : 'easy';

/** When the learner answers next: a learning step soon after it is due, a day card on its day or later (or early). */
function nextAnswerAt(card: TAnkiCard, now: number, zone: string, rand: () => number) {
  if (card.queue === 'learn')
    return card.due + Math.floor(rand() * 1800) + (rand() < 0.1 ? Math.floor(rand() * 3 * 86_400) : 0);
  const r = rand();
  const target = card.due + (r < 0.1 ? -Math.floor(rand() * 3) : r < 0.7 ? 0 : 1 + Math.floor(rand() * 15));
  let t = now + (target - timing(now, zone).today) * 86_400 + Math.floor((rand() - 0.5) * 86_400);
  while (timing(t, zone).today < target) t += 3600;
  while (timing(t, zone).today > target) t -= 3600;
  return Math.max(t, now + 60);
}

const kindOf: Record<TAnkiCard['ctype'], TCardSchedule['state']> = {
  new: 'new',
  learn: 'learning',
  review: 'review',
  relearn: 'relearning',
};

describe('the scheduler against a reference derived from Anki’s code, over randomized histories', () => {
  it.each([
    ['fuzz off', false],
    ['fuzz on', true],
  ])('agrees answer for answer on 150 cards × 40 answers (%s)', (_name, fuzzOn) => {
    const rand = random(fuzzOn ? 15 : 51);
    const seen = { answers: 0, leeches: 0, relearning: 0, dayLearning: 0, late: 0, longest: 0 };
    for (let c = 0; c < 150; c++) {
      const zone = zones[c % zones.length]!;
      const id = `${Math.floor(rand() * 2 ** 32)
        .toString(16)
        .padStart(8, '0')}-0000-4000-8000-${String(c).padStart(12, '0')}`;
      const fail = 0.05 + (c % 6) * 0.06;
      let now = Date.UTC(2026, 0, 1 + Math.floor(rand() * 300), Math.floor(rand() * 24)) / 1000;
      let ref: TAnkiCard = {
        ctype: 'new',
        queue: 'new',
        due: 0,
        interval: 0,
        easeFactor: 2500,
        reps: 0,
        lapses: 0,
        remaining: 0,
        leeched: false,
      };
      let card: TCardSchedule = newCardSchedule(new Date(now * 1000));
      for (let n = 0; n < 40; n++) {
        const grade = pickGrade(rand(), fail);
        if (ref.queue === 'review' && timing(now, zone).today > ref.due) seen.late++;
        const expected = answer(ref, grade, now, zone, id, fuzzOn);
        const got = scheduleAnswer(card, grade, {
          now: new Date(now * 1000),
          timeZone: zone,
          fuzzCardId: fuzzOn ? id : null,
        });
        const gotDue =
          expected.queue === 'learn' ? got.dueAt.getTime() / 1000 : timing(got.dueAt.getTime() / 1000, zone).today;
        const view = (x: {
          state: string;
          interval: number;
          ease: number;
          reps: number;
          lapses: number;
          step: number;
          due: number;
          leeched: boolean;
        }) => x;
        expect({
          card: c,
          answer: n,
          ...view({
            state: got.state,
            interval: got.intervalDays,
            ease: Math.round(got.ease * 1000),
            reps: got.repetitions,
            lapses: got.lapses,
            step: got.state === 'review' ? 0 : got.step,
            due: gotDue,
            leeched: got.leeched,
          }),
        }).toEqual({
          card: c,
          answer: n,
          ...view({
            state: kindOf[expected.ctype],
            interval: expected.interval,
            ease: expected.easeFactor,
            reps: expected.reps,
            lapses: expected.lapses,
            step:
              expected.ctype === 'review'
                ? 0
                : (expected.ctype === 'learn' ? LEARN : RELEARN).length - expected.remaining,
            due: expected.due,
            leeched: expected.leeched,
          }),
        });
        ref = expected;
        card = got;
        seen.answers++;
        if (expected.leeched) seen.leeches++;
        if (expected.ctype === 'relearn') seen.relearning++;
        if (expected.queue === 'daylearn') seen.dayLearning++;
        seen.longest = Math.max(seen.longest, expected.interval);
        now = nextAnswerAt(ref, now, zone, rand);
      }
    }
    // The histories reach every path: lapses to leeches, relearning, steps past the rollover, late reviews, long intervals.
    expect(seen.answers).toBe(6000);
    expect(Math.min(seen.leeches, seen.relearning, seen.dayLearning, seen.late)).toBeGreaterThan(0);
    expect(seen.longest).toBeGreaterThan(1000);
  });

  it('differs from double-precision SM-2 where Anki’s f32 does (the reference is not a copy of doubles)', () => {
    const reviewed: TAnkiCard = {
      ctype: 'review',
      queue: 'review',
      due: 20_000,
      interval: 15,
      easeFactor: 2100,
      reps: 5,
      lapses: 0,
      remaining: 0,
      leeched: false,
    };
    const now = Date.UTC(2024, 9, 5, 12) / 1000; // day 20,000 at noon UTC
    expect(timing(now, 'UTC').today).toBe(20_001);
    // On time it would be 15 × 2.1 = 31.5: 32 in doubles, 31 in Anki. Here a day late: (15 + 0.5) × 2.1 = 32.55.
    expect(answer({ ...reviewed, due: 20_001 }, 'good', now, 'UTC', 'x', false).interval).toBe(31);
    expect(answer(reviewed, 'good', now, 'UTC', 'x', false).interval).toBe(33);
  });
});
