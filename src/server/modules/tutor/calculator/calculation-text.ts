import type { TCalculation, TCalculationMethod } from './calculation-types';
import { displayValue, formatNumber, isRounded } from './numbers';
import { convert, otherUnit, type TAmount, type TUnitName, units } from './units';

// The calculator's sentences: amounts with their units, the larger unit a result is also given in, and conversions
// written as steps, so every step shows its numbers and units.

/** "8.75", "about 0.23". */
export const numberText = (x: number) => `${isRounded(x) ? 'about ' : ''}${formatNumber(x)}`;

/** "pint" or "pints", as the number reads. */
export const nounFor = (x: number, singular: string, plural: string) => {
  const shown = displayValue(x);
  return shown > 0 && shown <= 1 ? singular : plural;
};

/** "70 pints", "1 pint", "0.25 gallon", "about 0.23 acre". */
export const quantityText = (of: TAmount) =>
  `${numberText(of.value)} ${nounFor(of.value, units[of.unit].singular, units[of.unit].plural)}`;

/** "per acre", "per 1,000 square feet", "per 2 acres". */
export const perText = (per: TAmount) =>
  per.value === 1 ? `per ${units[per.unit].singular}` : `per ${formatNumber(per.value)} ${units[per.unit].plural}`;

/** "70 pints (8.75 gallons)": the result also in the larger unit it reaches. */
export function withOtherUnit(of: TAmount): string {
  const larger = otherUnit(of);
  return larger
    ? `${quantityText(of)} (${quantityText(convert(of, larger)).replace(/^about /, '')})`
    : quantityText(of);
}

/** "70 pints / 8 pints per gallon = 8.75 gallons.", "2 gallons x 8 pints per gallon = 16 pints." */
export function conversionStep(of: TAmount, to: TUnitName): string[] {
  if (of.unit === to) return [];
  const [from, target] = [units[of.unit], units[to]];
  const converted = quantityText(convert(of, to));
  return target.base > from.base
    ? [
        `${quantityText(of)} / ${formatNumber(target.base / from.base)} ${from.plural} per ${target.singular} = ${converted}.`,
      ]
    : [
        `${quantityText(of)} x ${formatNumber(from.base / target.base)} ${target.plural} per ${from.singular} = ${converted}.`,
      ];
}

/** The step giving a result in the larger unit it reaches, or nothing. */
export function otherUnitStep(of: TAmount): string[] {
  const larger = otherUnit(of);
  return larger ? conversionStep(of, larger) : [];
}

/** An area in another unit, with the step that converts it (none when it is already in that unit). */
export function areaIn(area: TAmount, unit: TUnitName): { value: number; steps: string[] } {
  if (area.unit === unit) return { value: area.value, steps: [] };
  const converted = convert(area, unit);
  const squareFeet = convert(area, 'squareFoot');
  const steps: string[] = [];
  if (area.unit !== 'squareFoot')
    steps.push(`${quantityText(area)} x ${formatNumber(units[area.unit].base)} = ${quantityText(squareFeet)}.`);
  if (unit === 'acre')
    steps.push(`${quantityText(squareFeet)} / 43,560 square feet per acre = ${quantityText(converted)}.`);
  if (unit === 'thousandSquareFeet')
    steps.push(`${quantityText(squareFeet)} / 1,000 = ${formatNumber(converted.value)} thousand square feet.`);
  return { value: converted.value, steps };
}

/** "Area = 300 feet x 145.2 feet = 43,560 square feet.", when the question gave the sides. */
export const sidesStep = (sides: [number, number] | undefined) =>
  sides
    ? [
        `Area = ${formatNumber(sides[0])} feet x ${formatNumber(sides[1])} feet = ${quantityText({ value: sides[0] * sides[1], unit: 'squareFoot' })}.`,
      ]
    : [];

export const result = (
  method: TCalculationMethod,
  lessonQuery: string,
  answer: string,
  steps: string[],
): TCalculation => ({ kind: 'result', answer, steps, method, lessonQuery });

export const missing = (method: TCalculationMethod, lessonQuery: string, question: string): TCalculation => ({
  kind: 'missing',
  question,
  method,
  lessonQuery,
});

/** Rounding up for containers, without letting floating noise (3.0000000001) buy an extra jug. */
export const roundUp = (x: number) => Math.ceil(Number(x.toPrecision(12)));

export { formatNumber };
