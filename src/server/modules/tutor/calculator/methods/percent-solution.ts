import { missing, numberText, otherUnitStep, quantityText, result, withOtherUnit } from '../calculation-text';
import type { TCalculation } from '../calculation-types';
import { formatNumber } from '../numbers';
import { isDryProduct, type TFacts } from '../question-facts';
import { convert, type TAmount, units } from '../units';

// Percent solutions (equipment-calibration "Percent-solution mixing"): by volume for a liquid product, product =
// total spray x percent / 100, worked in fluid ounces; for a dry product and a percent of active ingredient, by
// weight, with water at 8.34 pounds per gallon: pounds of product = gallons x 8.34 x percent wanted / percent a.i.

const lessonQuery = 'percent solution mixing amount of product total spray percent wanted fluid ounces';
const waterPoundsPerGallon = 8.34;

export function percentSolution(facts: TFacts, question: string): TCalculation | null {
  const percent = facts.solutionPercent;
  if (percent === undefined) return null;
  const spray = sprayOf(facts);
  if (!spray && !/solution|spray|mix/i.test(question)) return null;
  if (!spray)
    return missing(
      'percent-solution',
      lessonQuery,
      `To work out the product for a ${formatNumber(percent)}% solution I need how much spray you are making, e.g. 4 gallons.`,
    );
  const gallons = convert(spray, 'gallon').value;
  const sprayText = quantityText(spray);
  if (isDryProduct(question)) {
    const strength = facts.activeIngredientPercent;
    if (strength === undefined)
      return missing(
        'percent-solution',
        lessonQuery,
        "To mix a dry product by percent I need the product's percent active ingredient, e.g. a 50% wettable powder.",
      );
    const sprayPounds = gallons * waterPoundsPerGallon;
    const pounds = (sprayPounds * percent) / strength;
    return result(
      'percent-solution',
      lessonQuery,
      `You need ${numberText(pounds)} pounds of the ${formatNumber(strength)}% product for ${sprayText} of a ${formatNumber(percent)}% spray.`,
      [
        `Weight of the spray = ${formatNumber(gallons)} gallons x 8.34 pounds per gallon = ${numberText(sprayPounds)} pounds.`,
        `Product = ${numberText(sprayPounds)} pounds x ${formatNumber(percent)} / ${formatNumber(strength)} = ${numberText(pounds)} pounds.`,
      ],
    );
  }
  const ounces = gallons * 128;
  const product: TAmount = { value: (ounces * percent) / 100, unit: 'fluidOunce' };
  return result(
    'percent-solution',
    lessonQuery,
    `You need ${withOtherUnit(product)} of product for ${sprayText} of a ${formatNumber(percent)}% solution.`,
    [
      `Total spray = ${formatNumber(gallons)} gallons x 128 fluid ounces per gallon = ${numberText(ounces)} fluid ounces.`,
      `Product = ${numberText(ounces)} fluid ounces x ${formatNumber(percent)} / 100 = ${quantityText(product)}.`,
      ...otherUnitStep(product),
      `Put some water in, add the product, then fill to ${sprayText}: the product is part of the ${sprayText}, not added on top.`,
    ],
  );
}

/** The spray to make: named as such, or the tank (or backpack) being filled. */
function sprayOf(facts: TFacts): TAmount | null {
  if (facts.sprayVolume && units[facts.sprayVolume.unit].dimension === 'volume') return facts.sprayVolume;
  if (facts.tankGallons !== undefined) return { value: facts.tankGallons, unit: 'gallon' };
  if (facts.plainAmount && units[facts.plainAmount.unit].dimension === 'volume') return facts.plainAmount;
  return null;
}
