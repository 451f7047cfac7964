import type { TUnitName } from './units';

// Reads the numbers of a question with what follows each: its unit ("35 acres", "2.5-gallon"), a rate's basis
// ("2 pints per acre", "2 pt/A", "3 fl oz per 1,000 sq ft", "1 lb a.i./acre") and the words around it, which the
// question reader uses to tell a tank from a jug or a band from a row.

/** What a number is of: a unit, or one of the measures the calculator knows by name. */
export type TQuantityUnit = TUnitName | 'percent' | 'gpm' | 'mph' | 'liquidFormulation' | 'dryFormulation' | 'count';

export interface TQuantity {
  value: number;
  unit: TQuantityUnit;
  /** The basis of a rate: "per acre" is 1 acre, "per 1,000 sq ft" is 1,000 square feet. */
  per: { value: number; unit: TUnitName | 'row' } | null;
  /** Written as active ingredient ("lb a.i.", "pounds of active ingredient"). */
  activeIngredient: boolean;
  /** Written "GPA": a sprayer's output, not a product rate. */
  gpa: boolean;
  start: number;
  end: number;
  /** The words since the previous number (within the sentence part), and up to the next one. */
  before: string;
  after: string;
}

const numberPattern = /(\d+\s+\d+\/\d+|\d+\/\d+|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d*\.\d+|\d+)/g;
const wordNumbers = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const wordNumber = new RegExp(`\\b(${wordNumbers.join('|')})\\b`, 'gi');

/** Longest forms first; tried on the lower-cased text right after a number (a hyphen allowed: "35-acre"). */
const unitForms: [RegExp, TQuantityUnit][] = [
  [/^(?:fl\.?\s*oz\b\.?|fluid\s+(?:ounces?|oz\b\.?))/, 'fluidOunce'],
  [/^(?:gpm\b|gal(?:lon)?s?\s*(?:per|\/|a)\s*min(?:ute)?\b)/, 'gpm'],
  [/^(?:mph\b|miles?\s*(?:per|an|\/)\s*hour\b)/, 'mph'],
  [/^(?:gallons?|gals?)\b\.?/, 'gallon'],
  [/^(?:quarts?|qts?)\b\.?/, 'quart'],
  [/^(?:pints?|pts?)\b\.?/, 'pint'],
  [/^(?:pounds?|lbs?)\b\.?/, 'pound'],
  [/^(?:ounces?|oz)\b\.?/, 'anyOunce'],
  [/^(?:sq\.?\s*(?:ft|feet|foot)\b\.?|square[\s-]*(?:feet|foot|ft)\b|ft2|ft²)/, 'squareFoot'],
  [/^(?:acres?|ac)\b\.?/, 'acre'],
  [/^(?:miles?|mi)\b\.?/, 'mile'],
  [/^(?:feet|foot|ft\b\.?|')/, 'foot'],
  [/^(?:inch(?:es)?\b|in\.|")/, 'inch'],
  [/^(?:%|percent\b|per\s*cent\b)/, 'percent'],
];
/** Formulation codes, read in the question's own case: "4EC" is 4 lb a.i. per gallon, "75DF" 75% a.i. */
const liquidCode = /^-?\s?(?:EC|E|F|FL|SC|SL|L|ME|AS|EW)\b/;
const dryCode = /^-?\s?(?:WP|DF|WDG|WG|DG|G|SP|D|WSP|SG)\b/;

/** Words that may stand between an amount and its "per": "2 pounds of active ingredient per acre". */
const rateMiddle =
  /^((?:\s+(?:of|the|product|active|ingredients?|a\.i\.?|ai|formulated|herbicide|insecticide|fungicide|pesticide|material|concentrate|granules|fertilizer)(?![a-z]))*)/;
const rateBasis: [RegExp, TUnitName | 'row'][] = [
  [/^(?:acres?|ac|a)\b\.?/, 'acre'],
  [/^(?:thousand\s+(?:sq\.?\s*ft|square\s+feet)|m)\b\.?/, 'thousandSquareFeet'],
  [/^(?:sq\.?\s*(?:ft|feet|foot)\b\.?|square[\s-]*(?:feet|foot|ft)\b|ft2|ft²)/, 'squareFoot'],
  [/^(?:gallons?|gals?)\b\.?/, 'gallon'],
  [/^rows?\b/, 'row'],
];

export function parseNumber(text: string): number {
  const mixed = text.match(/^(\d+)\s+(\d+)\/(\d+)$/);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = text.match(/^(\d+)\/(\d+)$/);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  return Number(text.replaceAll(',', ''));
}

/** The unit right after a number, and where it ends. */
function unitAfter(lower: string, original: string, at: number): { unit: TQuantityUnit; end: number } {
  const gap = lower.slice(at).match(/^\s?-?\s?/)![0].length;
  const rest = lower.slice(at + gap);
  for (const [form, unit] of unitForms) {
    const found = rest.match(form);
    if (found) return { unit, end: at + gap + found[0].length };
  }
  const code = original.slice(at);
  const liquid = code.match(liquidCode) ?? code.match(dryCode);
  if (liquid)
    return { unit: code.match(liquidCode) ? 'liquidFormulation' : 'dryFormulation', end: at + liquid[0].length };
  return { unit: 'count', end: at };
}

/** "per acre", "/A", "an acre", "per 1,000 sq ft" after an amount (a/an only when no number follows). */
function basisAfter(lower: string, at: number) {
  const middle = lower.slice(at).match(rateMiddle)![1]!;
  const rest = lower.slice(at + middle.length);
  const per = rest.match(/^\s*(?:(per\b|\/|each\b|every\b)|(an?\b))\s*/);
  if (!per) return null;
  let cursor = at + middle.length + per[0].length;
  let value = 1;
  const count = lower.slice(cursor).match(/^(\d{1,3}(?:,\d{3})+|\d+)\s*/);
  if (count && per[1]) {
    value = parseNumber(count[1]!);
    cursor += count[0].length;
  }
  for (const [form, unit] of rateBasis) {
    const found = lower.slice(cursor).match(form);
    if (!found) continue;
    const basis =
      unit === 'squareFoot' && value === 1000 ? { value: 1, unit: 'thousandSquareFeet' as const } : { value, unit };
    return { basis, activeIngredient: /a\.?i\b|active/.test(middle), end: cursor + found[0].length };
  }
  return null;
}

/** Every number of the question, in order, with its unit, rate basis and surrounding words. */
/** The question with "two" written 2, as the rest of the reader expects. */
export const withDigits = (text: string) =>
  text.replace(wordNumber, (word) => String(wordNumbers.indexOf(word.toLowerCase()) + 1));

export function readQuantities(text: string): TQuantity[] {
  const question = withDigits(text);
  const lower = question.toLowerCase();
  const found: TQuantity[] = [];
  for (const match of lower.matchAll(numberPattern)) {
    const start = match.index;
    const numberEnd = start + match[0].length;
    const { unit, end: unitEnd } = unitAfter(lower, question, numberEnd);
    const gpa = unit === 'count' && /^\s?gpa\b/.test(lower.slice(numberEnd));
    const basis =
      unit === 'count' && !gpa
        ? null
        : basisAfter(lower, gpa ? numberEnd + lower.slice(numberEnd).indexOf('gpa') + 3 : unitEnd);
    found.push({
      value: parseNumber(match[1]!),
      unit: gpa ? 'gallon' : unit,
      per: gpa ? { value: 1, unit: 'acre' } : (basis?.basis ?? null),
      activeIngredient: basis?.activeIngredient ?? /^\s*(?:of\s+)?(?:a\.?i\b|active)/.test(lower.slice(unitEnd)),
      gpa,
      start,
      end: gpa ? numberEnd + lower.slice(numberEnd).indexOf('gpa') + 3 : (basis?.end ?? unitEnd),
      before: '',
      after: '',
    });
  }
  // A number inside an earlier one's rate basis ("per 1,000 square feet") is not a quantity of its own, and neither
  // is a conversion the question states ("1 acre = 43,560 square feet", "8 pints = 1 gallon").
  const definitions = /^\s*=|=\s*$/;
  const quantities = found.filter(
    (q, index) =>
      (index === 0 || q.start >= found[index - 1]!.end) &&
      !definitions.test(lower.slice(q.end, q.end + 3)) &&
      !definitions.test(lower.slice(Math.max(0, q.start - 3), q.start)),
  );
  for (const [index, q] of quantities.entries()) {
    const from = index > 0 ? quantities[index - 1]!.end : 0;
    const to = quantities[index + 1]?.start ?? lower.length;
    q.before = lastPart(lower.slice(from, q.start));
    q.after = firstPart(lower.slice(q.end, to));
  }
  return quantities;
}

/** Sentence parts end at . ? ! ; or a comma followed by a space (not the comma of 1,000 or the point of 0.5). */
const partBreak = /[.?!;,](?=\s|$)/;
const lastPart = (text: string) => text.split(partBreak).at(-1)!.trim();
const firstPart = (text: string) => text.split(partBreak)[0]!.trim();
