import { missing, numberText, otherUnitStep, perText, quantityText, result, withOtherUnit } from '../calculation-text';
import type { TCalculation } from '../calculation-types';
import { formatNumber } from '../numbers';
import type { TAsks } from '../question-asks';
import { isDryProduct, type TFacts, type TRate } from '../question-facts';
import { convert } from '../units';
import { productOver } from './product-for-area';
import { tankMix } from './tank-mix';

// Pounds of active ingredient to product (formulations "Active ingredient arithmetic"): a liquid's gallons = lb a.i.
// / lb a.i. per gallon; a dry product's pounds = lb a.i. / (percent a.i. / 100). Then, as for any label rate, over
// the field or into the tank. And the other way: the a.i. an amount of product holds.

const liquidQuery = 'liquid products pounds of active ingredient per gallon gallons of product';
const dryQuery = 'dry products percent active ingredient pounds of product decimal';

/** The product rate an a.i. rate comes to, with its steps; null when the product's strength is not given. */
function productRateFor(aiRate: TRate, facts: TFacts, dry: boolean) {
  const pounds = convert(aiRate.amount, 'pound').value;
  const ai = `${formatNumber(pounds)} lb a.i. ${perText(aiRate.per)}`;
  if (facts.activeIngredientPerGallon !== undefined && !(dry && facts.activeIngredientPercent !== undefined)) {
    const gallons = pounds / facts.activeIngredientPerGallon;
    const perArea = { value: gallons, unit: 'gallon' as const };
    return {
      query: liquidQuery,
      rate: { amount: perArea, per: aiRate.per },
      steps: [
        `Product = ${ai} / ${formatNumber(facts.activeIngredientPerGallon)} lb a.i. per gallon = ${withOtherUnit(perArea)} ${perText(aiRate.per)}.`,
      ],
    };
  }
  if (facts.activeIngredientPercent === undefined) return null;
  const share = facts.activeIngredientPercent / 100;
  const perArea = { value: pounds / share, unit: 'pound' as const };
  return {
    query: dryQuery,
    rate: { amount: perArea, per: aiRate.per },
    steps: [
      `${formatNumber(facts.activeIngredientPercent)}% as a decimal: ${formatNumber(facts.activeIngredientPercent)} / 100 = ${formatNumber(share)}.`,
      `Product = ${ai} / ${formatNumber(share)} = ${quantityText(perArea)} ${perText(aiRate.per)}.`,
    ],
  };
}

export function activeIngredient(facts: TFacts, asks: TAsks, question: string): TCalculation | null {
  const aiRate = facts.activeIngredientRate;
  if (!aiRate) return activeIngredientIn(facts, asks);
  const dry = isDryProduct(question);
  const product = productRateFor(aiRate, facts, dry);
  if (!product)
    return missing(
      'active-ingredient',
      dry ? dryQuery : liquidQuery,
      'To turn the active-ingredient rate into product I need how much active ingredient the product holds, e.g. 4 lb a.i. per gallon (a 4EC) or 75% (a 75DF).',
    );
  const labelled = (calculation: TCalculation | null) =>
    calculation && { ...calculation, method: 'active-ingredient' as const, lessonQuery: product.query };
  if (facts.tankGallons !== undefined) return labelled(tankMix(facts, asks, question, product.rate, product.steps));
  if (!facts.area) {
    const perArea = product.rate.amount;
    return result(
      'active-ingredient',
      product.query,
      `You need ${withOtherUnit(perArea)} of product ${perText(aiRate.per)}.`,
      [...product.steps, ...(perArea.unit === 'gallon' ? [] : otherUnitStep(perArea))],
    );
  }
  const over = productOver(product.rate, facts.area, facts.sides);
  return result(
    'active-ingredient',
    product.query,
    `You need ${withOtherUnit(over.total)} of product for ${quantityText(facts.area)}.`,
    [...product.steps, ...over.steps, ...otherUnitStep(over.total)],
  );
}

/** "How many pounds of a.i. are in a 40-pound bag of a 5G?" */
function activeIngredientIn(facts: TFacts, asks: TAsks): TCalculation | null {
  const held = facts.container ?? facts.plainAmount ?? facts.sprayVolume;
  if (!asks.activeIngredient || !held) return null;
  if (facts.activeIngredientPercent !== undefined && held.unit === 'pound') {
    const ai = (held.value * facts.activeIngredientPercent) / 100;
    return result('active-ingredient', dryQuery, `It holds ${numberText(ai)} pounds of active ingredient.`, [
      `a.i. = ${quantityText(held)} x ${formatNumber(facts.activeIngredientPercent)} / 100 = ${numberText(ai)} pounds.`,
    ]);
  }
  if (facts.activeIngredientPerGallon !== undefined && convertible(held.unit)) {
    const gallons = convert(held, 'gallon').value;
    const ai = gallons * facts.activeIngredientPerGallon;
    return result('active-ingredient', liquidQuery, `It holds ${numberText(ai)} pounds of active ingredient.`, [
      `a.i. = ${quantityText({ value: gallons, unit: 'gallon' })} x ${formatNumber(facts.activeIngredientPerGallon)} lb a.i. per gallon = ${numberText(ai)} pounds.`,
    ]);
  }
  return null;
}

const convertible = (unit: string) => ['gallon', 'quart', 'pint', 'fluidOunce'].includes(unit);
