import { readQuantities, type TQuantity, withDigits } from './quantities';
import { type TAmount, type TUnitName, units } from './units';

// What each number of a question is, told by its unit and the words next to it: a rate per area is a label rate,
// "a 300-gallon tank" is the tank, "2.5-gallon jugs" the container, "12-inch bands" the band width, and so on.

/** An amount per area: "2 pints per acre", "3 fl oz per 1,000 sq ft". */
export interface TRate {
  amount: TAmount;
  per: TAmount;
}

export interface TFacts {
  productRate?: TRate;
  /** Pounds of active ingredient per area. */
  activeIngredientRate?: TRate;
  activeIngredientPerGallon?: number;
  activeIngredientPercent?: number;
  /** The field (or lawn, or course) size. */
  area?: TAmount;
  /** The sides in feet, when the area was given as length and width. */
  sides?: [number, number];
  /** A sprayer's output in gallons per acre. */
  gpa?: number;
  gpm?: number;
  mph?: number;
  nozzleSpacingInches?: number;
  bandInches?: number;
  rowInches?: number;
  nozzlesPerRow?: number;
  /** A swath or boom width in feet (a boomless nozzle's W). */
  swathFeet?: number;
  tankGallons?: number;
  container?: TAmount;
  /** Caught or used in a calibration run. */
  collected?: TAmount;
  solutionPercent?: number;
  /** The finished spray to make. */
  sprayVolume?: TAmount;
  /** An amount named with no role ("I need 70 pints"). */
  plainAmount?: TAmount;
  /** Sprayed over 1/128 acre: ounces collected = gallons per acre. */
  oneTwentyEighthAcre: boolean;
  /** A rate the calculator does not handle (per gallon of spray, per row...): the question is left to the tutor. */
  unsupported: boolean;
}

const acreBasedGpa = /gpa|calibrat|sprayer|boom|applies|applying|output|spray volume|carrier|delivers|nozzle/;
const containerWords = /^(?:jugs?|containers?|bottles?|cans?|drums?|totes?|bags?|pails?|boxes|packages?)\b/;
const collectedWords = /collect|caught|catch|refill|used|took|takes|measured|fills?\b|filled/;
const tankWords = /^(?:\w+\s)?(?:tanks?|sprayers?|spray tanks?|nurse tanks?|tankful)\b/;
const sprayWords = /^(?:of\s+)?(?:an?\s+)?(?:finished\s+)?(?:spray|solution|mix|dilution)\b|^of\s+an?$|^of$/;
const dryWords = /wettable|powder|\bwp\b|\bdf\b|dry|granul|\bwdg\b|dust|dispersible/;

/** Gallons per acre beside a speed or a nozzle flow: the output wanted from the sprayer. */
const sprayerFormula = (_q: TQuantity, text: string) => /\bmph\b|miles per hour|\bgpm\b/.test(text);

const nextWord = (q: TQuantity) => q.after.split(/\s+/)[0] ?? '';
/** The group whose word stands nearest before the number ("swath travels 500 feet" is a length). */
function nearestBefore<K extends string>(before: string, groups: Record<K, RegExp>): K | null {
  let best: K | null = null;
  let bestAt = -1;
  for (const [name, pattern] of Object.entries(groups) as [K, RegExp][]) {
    for (const found of before.matchAll(new RegExp(pattern, 'g'))) {
      if (found.index >= bestAt) [best, bestAt] = [name, found.index];
    }
  }
  return best;
}

const asAmount = (q: TQuantity): TAmount => ({ value: q.value, unit: q.unit as TUnitName });

/** Ounces of a dry product are weight; otherwise they stay "ounces" unless written as fluid ounces. */
function ouncesByWeight(facts: TFacts) {
  const byWeight = (of: TAmount | undefined) => {
    if (of?.unit === 'anyOunce') of.unit = 'ounce';
  };
  for (const of of [facts.productRate?.amount, facts.container, facts.collected, facts.plainAmount]) byWeight(of);
}
const isUnit = (q: TQuantity): q is TQuantity & { unit: TUnitName } => q.unit in units;
const dimensionOf = (q: TQuantity) => (isUnit(q) ? units[q.unit].dimension : null);

function readRate(q: TQuantity & { unit: TUnitName }, facts: TFacts, text: string) {
  const per = q.per!;
  if (per.unit === 'row' || dimensionOf(q) === 'area' || dimensionOf(q) === 'length') {
    facts.unsupported = true;
    return;
  }
  if (per.unit === 'gallon') {
    const water = /water|weighs/.test(q.before);
    if (units[q.unit].dimension === 'weight' && per.value === 1 && !water) facts.activeIngredientPerGallon = q.value;
    else if (water) return;
    else facts.unsupported = true;
    return;
  }
  const rate = { amount: asAmount(q), per: { value: per.value, unit: per.unit } };
  if (units[q.unit].dimension === 'weight' && q.activeIngredient) facts.activeIngredientRate = rate;
  else if (q.gpa || (q.unit === 'gallon' && (acreBasedGpa.test(q.before) || sprayerFormula(q, text)))) {
    facts.gpa =
      (q.value * units[q.unit].base) / units.gallon.base / ((per.value * units[per.unit].base) / units.acre.base);
  } else if (!facts.productRate) facts.productRate = rate;
  else if (!facts.gpa && /tank/.test(text) && q.unit === 'gallon') {
    // Two volumes per acre with a tank: the gallons are the sprayer's output, the other the label rate.
    facts.gpa = q.value;
  } else facts.unsupported = true;
}

function readLength(q: TQuantity & { unit: TUnitName }, facts: TFacts, sides: { width?: number; length?: number }) {
  const feet = q.value * units[q.unit].base;
  const inches = feet * 12;
  const next = nextWord(q);
  const role =
    (/^bands?\b/.test(next) && 'band') ||
    (/^rows?\b/.test(next) && 'row') ||
    (/^(?:swath|boom|wide|width)\b/.test(next) && 'width') ||
    (/^(?:long|course|strip|run)\b/.test(next) && 'length') ||
    (/^(?:apart|spacing|nozzle)/.test(next) && (/rows?\b/.test(q.before) ? 'row' : 'spacing')) ||
    nearestBefore(q.before, {
      band: /band/,
      row: /rows?\b/,
      spacing: /spac|nozzle/,
      width: /swath|boom|width|wide/,
      length: /long|course|travel|drive|length|distance|goes|moves/,
    });
  if (role === 'band') facts.bandInches = inches;
  else if (role === 'row') facts.rowInches = inches;
  else if (role === 'spacing') facts.nozzleSpacingInches = inches;
  else if (role === 'width') {
    sides.width = feet;
    facts.swathFeet = feet;
  } else if (role === 'length') sides.length = feet;
}

function readAmount(q: TQuantity & { unit: TUnitName }, facts: TFacts) {
  const next = nextWord(q);
  if (tankWords.test(q.after) || (/tank|sprayer/.test(q.before) && !collectedWords.test(q.before))) {
    if (units[q.unit].dimension === 'volume') facts.tankGallons = (q.value * units[q.unit].base) / units.gallon.base;
  } else if (
    !facts.container &&
    (containerWords.test(next) ||
      /(?:jugs?|containers?|bottles?|drums?|bags?)\s+of$|(?:comes|sold|packaged) in$/.test(q.before))
  ) {
    facts.container = asAmount(q);
  } else if (collectedWords.test(q.before) || collectedWords.test(q.after)) {
    facts.collected = asAmount(q);
  } else if (sprayWords.test(q.after) || /(?:make|mix|prepare|want)\b/.test(q.before)) {
    facts.sprayVolume = asAmount(q);
  } else facts.plainAmount ??= asAmount(q);
}

function readPercent(q: TQuantity, facts: TFacts, loose: number[]) {
  if (
    dryWords.test(q.after.split(/\s+/).slice(0, 3).join(' ')) ||
    /(?:product|bag|formulation)\s+(?:is|has|contains)$/.test(q.before)
  ) {
    facts.activeIngredientPercent = q.value;
  } else if (sprayWords.test(q.after) || /containing|strength|concentration/.test(q.before))
    facts.solutionPercent = q.value;
  else loose.push(q.value);
}

/** Sides "300 feet by 145.2 feet", "100 x 50 ft": an area in square feet. */
function dimensionsOf(quantities: TQuantity[]): [number, number] | null {
  for (const [index, q] of quantities.entries()) {
    const other = quantities[index + 1];
    if (!other || !/^(?:by|x|×|times)$/.test(q.after)) continue;
    const unit = [q, other].find((side) => dimensionOf(side) === 'length')?.unit as TUnitName | undefined;
    if (!unit || ![q, other].every((side) => side.unit === unit || side.unit === 'count')) continue;
    return [q.value * units[unit].base, other.value * units[unit].base];
  }
  return null;
}

/** The facts of a question, read from its numbers. */
export function readFacts(question: string): TFacts {
  const text = withDigits(question).toLowerCase();
  const quantities = readQuantities(question);
  const facts: TFacts = { oneTwentyEighthAcre: /1\/128/.test(text), unsupported: false };
  const sides: { width?: number; length?: number } = {};
  const loosePercents: number[] = [];
  const nozzles = text.match(/(\d+)\s+(?:drop\s+)?nozzles?\s+(?:per|on each|for each|in each|each)\s+row/);
  if (nozzles) facts.nozzlesPerRow = Number(nozzles[1]);
  const dimensions = dimensionsOf(quantities);
  for (const q of quantities) {
    if (q.unit === 'gpm') facts.gpm = q.value;
    else if (q.unit === 'mph') facts.mph = q.value;
    else if (q.unit === 'liquidFormulation') facts.activeIngredientPerGallon = q.value;
    else if (q.unit === 'dryFormulation') facts.activeIngredientPercent = q.value;
    else if (q.unit === 'percent') readPercent(q, facts, loosePercents);
    else if (!isUnit(q)) continue;
    else if (q.per) readRate(q, facts, text);
    else if (units[q.unit].dimension === 'length') readLength(q, facts, sides);
    else if (units[q.unit].dimension === 'area') {
      // 1/128 acre names the method; "pounds per 1,000 square feet?" is the unit asked for, not an area given.
      if ((facts.oneTwentyEighthAcre && q.value === 1 / 128) || /(?:\bper|\/)$/.test(q.before)) continue;
      facts.area ??= asAmount(q);
    } else readAmount(q, facts);
  }
  for (const percent of loosePercents) {
    if (facts.solutionPercent === undefined) facts.solutionPercent = percent;
    else facts.activeIngredientPercent ??= percent;
  }
  if (isDryProduct(question)) ouncesByWeight(facts);
  const given = dimensions ?? (sides.width && sides.length ? ([sides.width, sides.length] as [number, number]) : null);
  if (!facts.area && given) {
    facts.sides = given;
    facts.area = { value: given[0] * given[1], unit: 'squareFoot' };
  }
  return facts;
}

/** Whether the product named in the question is dry (its ounces are weight, its a.i. a percent by weight). */
export const isDryProduct = (question: string) =>
  dryWords.test(question.toLowerCase()) || /\b\d+\s?(?:WP|DF|WDG|G|D)\b/.test(question);
