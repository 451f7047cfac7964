/**
 * A result as the learner should read it: exact integers stay exact, everything else keeps two decimals at most (three
 * when that is exact, as 0.125 gallon), and floating noise such as 0.30000000000000004 never shows.
 */
export function displayValue(x: number): number {
  const clean = Number(x.toPrecision(12));
  if (Number.isInteger(clean)) return clean;
  const two = roundTo(clean, 2);
  if (Math.abs(clean) >= 1) return two;
  const three = roundTo(clean, 3);
  if (three === clean) return three;
  return two !== 0 ? two : Number(clean.toPrecision(2));
}

const roundTo = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

/** Whether showing the value rounds it (the text then says "about"). */
export const isRounded = (x: number) => displayValue(x) !== Number(x.toPrecision(12));

/** "87,120", "8.75", "0.125": thousands grouped as the lessons write them. */
export const formatNumber = (x: number) => displayValue(x).toLocaleString('en-US', { maximumFractionDigits: 10 });
