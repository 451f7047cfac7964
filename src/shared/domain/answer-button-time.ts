// The short times on the review's grade buttons, as Anki writes them ("<1m", "<10m", "1d", "4d", "1.2mo", "1.1y").
// Ported from Anki's rslib/src/scheduler/timespan.rs (answer_button_time, answer_button_time_collapsible), its
// English texts (ftl/core/scheduling.ftl) and its number formatter (rslib/i18n: at most two decimals, trailing zeros
// dropped). Anki computes in 32-bit floats; Math.fround keeps the same roundings.

const f32 = Math.fround;
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;
const MONTH = f32(YEAR / 12);

/**
 * Anki's learn-ahead limit (its default "collapseTime", 20 minutes): a learning card due within it may be shown when
 * nothing else is left, and button times shorter than it are shown as "<time".
 */
export const learnAheadSeconds = 1200;

const units = [
  { below: MINUTE, size: 1, suffix: 's', decimals: false },
  { below: HOUR, size: MINUTE, suffix: 'm', decimals: false },
  { below: DAY, size: HOUR, suffix: 'h', decimals: true },
  { below: MONTH, size: DAY, suffix: 'd', decimals: false },
  { below: YEAR, size: MONTH, suffix: 'mo', decimals: true },
  { below: Number.POSITIVE_INFINITY, size: YEAR, suffix: 'y', decimals: true },
] as const;

/** Rust's f32::round: halves away from zero. */
const roundHalfAway = (value: number) => Math.sign(value) * Math.floor(Math.abs(value) + 0.5);

/** Anki's English number format: two decimals at most, trailing zeros and a bare point dropped. */
const formatAmount = (amount: number) => amount.toFixed(2).replace(/0+$/, '').replace(/\.$/, '');

/** "4d": seconds in the largest unit that fits; seconds, minutes and days whole, the rest to one decimal. */
export function answerButtonTime(seconds: number): string {
  const secs = f32(seconds);
  const unit = units.find((candidate) => Math.abs(secs) < candidate.below)!;
  const inUnit = f32(secs / unit.size);
  const amount = unit.decimals ? f32(roundHalfAway(f32(inUnit * 10)) / 10) : roundHalfAway(inUnit);
  return `${formatAmount(amount)}${unit.suffix}`;
}

/** The button's text: "(end)" for no delay, "<10m" below the learn-ahead limit, else the plain time. */
export function answerButtonLabel(seconds: number, collapseSeconds = learnAheadSeconds): string {
  if (seconds === 0) return '(end)';
  const time = answerButtonTime(seconds);
  return seconds < collapseSeconds ? `<${time}` : time;
}
