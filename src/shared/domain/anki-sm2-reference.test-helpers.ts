// A reference scheduler written from Anki's Rust source (rslib/src/scheduler/answering/{mod,current,learning,review,
// relearning}.rs and states/*.rs, default deck options), for the differential test only. It keeps the card as Anki
// stores it (type, queue, due day or due second, interval, ease in thousandths, reps, lapses, remaining steps) and
// computes every f32 operation with Math.fround. It uses nothing from the code under test, on purpose.
import type { TGrade } from './spaced-repetition';

const F = Math.fround;
const rnd = (x: number) => (x < 0 ? -Math.floor(-x + 0.5) : Math.floor(x + 0.5)); // f32::round
const u32 = (x: number) => (x > 0 ? Math.trunc(x) : 0); // `as u32`
const clamp = (x: number, lo: number, hi: number) => Math.min(Math.max(x, lo), hi);
const MAX_IVL = 36_500;
export const LEARN = [60, 600];
export const RELEARN = [600];

/** Anki day number and next rollover (timing.rs) for a zone, via Intl: 4 AM in the offset in force at `secs`. */
const formats = new Map<string, Intl.DateTimeFormat>();
export function timing(secs: number, zone: string) {
  if (!formats.has(zone))
    formats.set(
      zone,
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', dateStyle: 'short', timeStyle: 'medium' }),
    );
  const p = Object.fromEntries(
    formats
      .get(zone)!
      .formatToParts(new Date(secs * 1000))
      .map((x) => [x.type, Number(x.value)]),
  );
  const localSecs = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) / 1000;
  const offset = localSecs - secs;
  const date = Math.floor(localSecs / 86_400);
  const rollover = date * 86_400 + 4 * 3600 - offset;
  return rollover <= secs ? { today: date, nextDayAt: rollover + 86_400 } : { today: date - 1, nextDayAt: rollover };
}

/** The project's fuzz seed (card id + reps, hashed: a UUID is not Anki's integer id), written out again here. */
function draw(id: string, reps: number) {
  let h = 0x811c9dc5;
  for (const c of id) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  let x = (h + reps) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (((x ^ (x >>> 16)) >>> 0) >>> 8) / 16_777_216;
}

/** fuzz.rs with_review_fuzz. */
function fuzz(factor: number | null, interval: number, minimum: number, maximum: number) {
  if (factor === null) return clamp(u32(rnd(interval)), minimum, maximum);
  const min = Math.min(minimum, maximum);
  const x = clamp(interval, min, maximum);
  let delta = 0;
  if (x >= 2.5) {
    delta = F(1 + F(F(0.15) * Math.max(F(Math.min(x, 7) - 2.5), 0)));
    delta = F(delta + F(F(0.1) * Math.max(F(Math.min(x, 20) - 7), 0)));
    delta = F(delta + F(F(0.05) * Math.max(F(x - 20), 0)));
  }
  const lo = clamp(u32(rnd(F(x - delta))), min, maximum);
  let hi = clamp(u32(rnd(F(x + delta))), min, maximum);
  if (hi === lo && hi > 2 && hi < maximum) hi = lo + 1;
  return u32(Math.floor(F(F(lo) + F(F(factor) * F(1 + hi - lo)))));
}

export interface TAnkiCard {
  ctype: 'new' | 'learn' | 'review' | 'relearn';
  queue: 'new' | 'learn' | 'daylearn' | 'review';
  due: number; // a second for queue learn, else a day number
  interval: number;
  easeFactor: number; // thousandths
  reps: number;
  lapses: number;
  remaining: number;
  leeched: boolean;
}

/** Hard's delay on a step (steps.rs): the first step averages with the next, or takes 50% more (a day at most). */
function hardSecs(steps: number[], remaining: number) {
  const idx = clamp(steps.length - remaining, 0, steps.length - 1);
  if (idx > 0) return steps[idx]!;
  return steps.length > 1
    ? Math.floor((steps[0]! + steps[1]!) / 2)
    : Math.min(Math.floor((steps[0]! * 3) / 2), steps[0]! + 86_400);
}

type TNext =
  | { kind: 'learn' | 'relearn'; remaining: number; secs: number; interval?: number; ease?: number; lapses?: number }
  | { kind: 'review'; interval: number; ease: number; lapses: number; leeched?: boolean };

/** Anki's answer_card for one rating, on default options. */
export function answer(card: TAnkiCard, rating: TGrade, nowSecs: number, zone: string, id: string, fuzzOn: boolean) {
  const { today, nextDayAt } = timing(nowSecs, zone);
  const seed = fuzzOn ? draw(id, card.reps) : null;
  const ease = F(card.easeFactor / 1000);
  let next: TNext;
  if (card.ctype === 'new' || card.ctype === 'learn') {
    const remaining = card.ctype === 'new' ? LEARN.length : card.remaining;
    const idx = clamp(LEARN.length - remaining, 0, LEARN.length - 1);
    const graduate = (days: number): TNext => ({
      kind: 'review',
      interval: fuzz(seed, days, 1, MAX_IVL),
      ease: F(2.5),
      lapses: 0,
    });
    if (rating === 'again') next = { kind: 'learn', remaining: LEARN.length, secs: LEARN[0]! };
    else if (rating === 'hard') next = { kind: 'learn', remaining, secs: hardSecs(LEARN, remaining) };
    else if (rating === 'good')
      next =
        idx + 1 < LEARN.length
          ? { kind: 'learn', remaining: LEARN.length - (idx + 1), secs: LEARN[idx + 1]! }
          : graduate(1);
    else next = graduate(4);
  } else if (card.ctype === 'review') {
    const due = Math.min(card.due, today); // current.rs: a normal deck's review due is capped at today
    const elapsed = Math.max(0, card.interval - (due - today));
    const current = F(Math.max(card.interval, 1));
    const late = F(Math.max(elapsed - card.interval, 0));
    const hard = fuzz(seed, F(current * F(1.2)), clamp(card.interval + 1, 1, MAX_IVL), MAX_IVL);
    const good = fuzz(seed, F(F(current + F(late / 2)) * ease), clamp(hard + 1, 1, MAX_IVL), MAX_IVL);
    const easy = fuzz(seed, F(F(F(current + late) * ease) * F(1.3)), clamp(good + 1, 1, MAX_IVL), MAX_IVL);
    const lapses = card.lapses + 1;
    const leeched = lapses >= 8 && (lapses - 8) % 4 === 0;
    if (rating === 'again')
      next = {
        kind: 'relearn',
        remaining: 1,
        secs: RELEARN[0]!,
        interval: Math.max(u32(rnd(fuzz(seed, F(current * 0), 1, MAX_IVL))), 1),
        ease: Math.max(F(ease + F(-0.2)), F(1.3)),
        lapses,
      };
    else if (rating === 'hard')
      next = { kind: 'review', interval: hard, ease: Math.max(F(ease + F(-0.15)), F(1.3)), lapses: card.lapses };
    else if (rating === 'good') next = { kind: 'review', interval: good, ease, lapses: card.lapses };
    else next = { kind: 'review', interval: easy, ease: F(ease + F(0.15)), lapses: card.lapses };
    if (rating === 'again') return apply(card, next, nowSecs, today, nextDayAt, seed, leeched);
  } else {
    const keep = { interval: card.interval, ease, lapses: card.lapses };
    if (rating === 'again')
      next = {
        kind: 'relearn',
        remaining: 1,
        secs: RELEARN[0]!,
        ...keep,
        interval: Math.max(u32(rnd(fuzz(seed, 0, 1, MAX_IVL))), 1),
      };
    else if (rating === 'hard')
      next = { kind: 'relearn', remaining: card.remaining, secs: hardSecs(RELEARN, card.remaining), ...keep };
    else if (rating === 'good')
      next = { kind: 'review', ...keep }; // the only step was the last: back to review, no fuzz
    else next = { kind: 'review', ...keep, interval: card.interval + 1 };
  }
  return apply(card, next, nowSecs, today, nextDayAt, seed, false);
}

function apply(
  card: TAnkiCard,
  next: TNext,
  now: number,
  today: number,
  nextDayAt: number,
  seed: number | null,
  leeched: boolean,
): TAnkiCard {
  const out = { ...card, reps: card.reps + 1, leeched };
  if (next.ease !== undefined) out.easeFactor = u32(rnd(F(next.ease * 1000)));
  if (next.lapses !== undefined) out.lapses = next.lapses;
  if (next.interval !== undefined) out.interval = next.interval;
  if (next.kind === 'review')
    return { ...out, ctype: 'review', queue: 'review', due: today + next.interval, remaining: 0 };
  out.ctype = next.kind;
  out.remaining = next.remaining;
  const untilRollover = nextDayAt - now;
  if (next.secs >= untilRollover)
    return { ...out, queue: 'daylearn', due: today + Math.floor((next.secs - untilRollover) / 86_400) + 1 };
  const upper = next.secs + Math.floor(Math.min(F(F(next.secs) * F(0.25)), 300));
  const secs = seed === null || next.secs >= upper ? next.secs : next.secs + Math.floor(seed * (upper - next.secs));
  return { ...out, queue: 'learn', due: now + secs };
}

/** A seeded generator (mulberry32), so every run answers the same histories. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
