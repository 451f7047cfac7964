import { missing, numberText, otherUnitStep, perText, quantityText, result, withOtherUnit } from '../calculation-text';
import type { TCalculation } from '../calculation-types';
import { formatNumber } from '../numbers';
import type { TAsks } from '../question-asks';
import type { TFacts, TRate } from '../question-facts';
import { convert } from '../units';

// "How much product goes in the tank" (equipment-calibration): acres per tank = tank gallons / GPA, product per
// tank = acres per tank x label rate per acre.

export const tankLessonQuery = 'how much product goes in the tank acres per tank tank capacity GPA label rate';

/** The product for one tank, with its steps; `rate` may come from an active-ingredient step before it. */
export function tankMix(
  facts: TFacts,
  asks: TAsks,
  question: string,
  rate = facts.productRate,
  rateSteps: string[] = [],
): TCalculation | null {
  const tank = facts.tankGallons;
  if (tank === undefined || facts.solutionPercent !== undefined) return null;
  if (facts.gpa === undefined) {
    if (!rate && !asks.acres) return null;
    return missing(
      'tank-mix',
      tankLessonQuery,
      "To work out a tank I need the sprayer's output in gallons per acre (GPA), e.g. 20 gallons per acre.",
    );
  }
  const acres = tank / facts.gpa;
  const acresStep = `Acres per tank = ${formatNumber(tank)} gallons / ${formatNumber(facts.gpa)} gallons per acre = ${quantityText({ value: acres, unit: 'acre' })}.`;
  const covers = `One ${formatNumber(tank)}-gallon tank covers ${quantityText({ value: acres, unit: 'acre' })} at ${formatNumber(facts.gpa)} gallons per acre`;
  if (!rate) {
    if (asks.acres || !/\bproduct\b/i.test(question))
      return result('tank-mix', tankLessonQuery, `${covers}.`, [acresStep]);
    return missing(
      'tank-mix',
      tankLessonQuery,
      'To work out the product per tank I need the label rate, e.g. 2 pints per acre.',
    );
  }
  const perAcre = ratePerAcre(rate);
  const total = { value: acres * perAcre.value, unit: rate.amount.unit };
  const product = `Product per tank = ${quantityText({ value: acres, unit: 'acre' })} x ${quantityText({ value: perAcre.value, unit: rate.amount.unit })} per acre = ${quantityText(total)}.`;
  const first = asks.acres
    ? `${covers}, and takes ${withOtherUnit(total)} of product.`
    : `Each tank needs ${withOtherUnit(total)} of product: one ${formatNumber(tank)}-gallon tank covers ${quantityText({ value: acres, unit: 'acre' })}.`;
  return result('tank-mix', tankLessonQuery, first, [
    ...rateSteps,
    ...perAcre.steps,
    acresStep,
    product,
    ...otherUnitStep(total),
  ]);
}

/** The rate per acre, converted when the label gives it per 1,000 square feet. */
function ratePerAcre(rate: TRate) {
  const perAcre = rate.amount.value / convert(rate.per, 'acre').value;
  if (rate.per.unit === 'acre' && rate.per.value === 1) return { value: perAcre, steps: [] };
  return {
    value: perAcre,
    steps: [
      `${quantityText(rate.amount)} ${perText(rate.per)} = ${numberText(perAcre)} per acre (1 acre = 43,560 square feet).`,
    ],
  };
}
