import {
  areaIn,
  conversionStep,
  missing,
  nounFor,
  numberText,
  otherUnitStep,
  perText,
  quantityText,
  result,
  roundUp,
  sidesStep,
  withOtherUnit,
} from '../calculation-text';
import type { TCalculation } from '../calculation-types';
import { displayValue } from '../numbers';
import type { TAsks } from '../question-asks';
import type { TFacts, TRate } from '../question-facts';
import { convert, type TAmount, units } from '../units';

// Product for an area from a label rate (equipment-calibration "Measuring area" and the rates per 1,000 square feet),
// the containers that amount takes, and an area in acres.

/** Rates per 1,000 square feet are taught with measuring area; rates per acre with the product for a load. */
const productLessonQuery = (rate: TRate | undefined) =>
  rate && rate.per.unit !== 'acre'
    ? 'measuring area rates per 1,000 square feet divide the area by 1,000 thousands'
    : 'partial load acres you have left label rate per acre pints of product';
const areaLessonQuery = 'measuring area acres square feet 43,560 length x width';

/** The product a rate takes over an area, step by step, in the rate's own unit. */
export function productOver(rate: TRate, area: TAmount, sides?: [number, number]) {
  const basis = areaIn(area, rate.per.unit);
  const total: TAmount = { value: (rate.amount.value * basis.value) / rate.per.value, unit: rate.amount.unit };
  const areaShown = { value: basis.value, unit: rate.per.unit };
  const times =
    rate.per.unit === 'thousandSquareFeet'
      ? `${quantityText(rate.amount)} x ${quantityText(areaShown).replace(/ 1,000 square feet$/, '')} thousands`
      : `${quantityText(rate.amount)} ${perText(rate.per)} x ${quantityText(areaShown)}`;
  return { total, steps: [...sidesStep(sides), ...basis.steps, `Product = ${times} = ${quantityText(total)}.`] };
}

const areaWords = (area: TAmount, rate: TRate) => {
  if (area.unit === rate.per.unit || rate.per.unit === 'thousandSquareFeet') return quantityText(area);
  return `${quantityText(area)} (${quantityText(convert(area, rate.per.unit))})`;
};

export function productForArea(facts: TFacts, asks: TAsks, question: string): TCalculation | null {
  const rate = facts.productRate;
  if (!rate) {
    // Asked only when nothing else in the question could be the rate (an amount the reader did not place).
    if (facts.area && asks.product && !asks.acres && !facts.plainAmount)
      return missing(
        'product-for-area',
        productLessonQuery(facts.productRate),
        'To work out the product I need the label rate, e.g. 2 pints per acre.',
      );
    return null;
  }
  if (!facts.area)
    return missing(
      'product-for-area',
      productLessonQuery(facts.productRate),
      "To work out the product for the field I need the field's size, e.g. 35 acres.",
    );
  const { total, steps } = productOver(rate, facts.area, facts.sides);
  if (asks.containers) return containersFor(total, steps, facts, question);
  return result(
    'product-for-area',
    productLessonQuery(facts.productRate),
    `You need ${withOtherUnit(total)} of product for ${areaWords(facts.area, rate)}.`,
    [...steps, ...otherUnitStep(total)],
  );
}

const containerNoun = (question: string) =>
  question.toLowerCase().match(/\b(jug|container|bottle|can|drum|tote|bag|pail|box|package)(?:e?s)?\b/)?.[1] ??
  'container';

/** Whole containers for an amount: rounded up, the last one partly used. */
export function containersFor(total: TAmount, steps: string[], facts: TFacts, question: string): TCalculation {
  const noun = containerNoun(question);
  const size = facts.container;
  if (!size)
    return missing(
      'containers',
      productLessonQuery(facts.productRate),
      `To work out how many ${noun}s you need I need the size of one ${noun}, e.g. 2.5 gallons.`,
    );
  if (units[size.unit].dimension !== units[total.unit].dimension)
    return missing(
      'containers',
      productLessonQuery(facts.productRate),
      `The amount and the ${noun} size must both be volumes or both weights: how much does one ${noun} hold?`,
    );
  const inSize = convert(total, size.unit);
  const exact = inSize.value / size.value;
  const count = roundUp(exact);
  const nouns = (n: number) => nounFor(n, noun, `${noun}s`);
  const division = `${quantityText(inSize)} / ${quantityText(size)} per ${noun} = ${numberText(exact)} ${nouns(exact)}`;
  const rounding =
    count === displayValue(exact) ? '.' : `, rounded up to ${count} ${nouns(count)} (the last one partly used).`;
  return result(
    'containers',
    productLessonQuery(facts.productRate),
    `You need ${count} ${nouns(count)} of ${quantityText(size)} for ${withOtherUnit(total)} of product.`,
    [...steps, ...conversionStep(total, size.unit), `${division}${rounding}`],
  );
}

/** "I need 70 pints; how many 2.5-gallon jugs?" */
export function containersForAmount(facts: TFacts, asks: TAsks, question: string): TCalculation | null {
  if (!asks.containers || !facts.plainAmount) return null;
  return containersFor(facts.plainAmount, [], facts, question);
}

export function areaInAcres(facts: TFacts, asks: TAsks): TCalculation | null {
  if (!asks.acres || !facts.area || facts.area.unit === 'acre') return null;
  const acres = areaIn(facts.area, 'acre');
  return result(
    'area',
    areaLessonQuery,
    `The area is ${quantityText({ value: acres.value, unit: 'acre' })} (${quantityText(convert(facts.area, 'squareFoot'))}).`,
    [...sidesStep(facts.sides), ...acres.steps],
  );
}
