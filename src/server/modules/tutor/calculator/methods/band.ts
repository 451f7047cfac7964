import { missing, numberText, otherUnitStep, quantityText, result, withOtherUnit } from '../calculation-text';
import type { TCalculation } from '../calculation-types';
import { formatNumber } from '../numbers';
import type { TFacts } from '../question-facts';
import { convert } from '../units';
import { productOver } from './product-for-area';

// Band versus broadcast (equipment-calibration "Band and directed spraying"): treated acres = field acres x band
// width / row spacing, and the label's broadcast rate goes on the treated acres only.

const lessonQuery = 'band application treated acres field acres band width row spacing';

export function bandTreatment(facts: TFacts, question: string): TCalculation | null {
  const band = facts.bandInches;
  const row = facts.rowInches;
  if (band === undefined && !(row !== undefined && /\bband/i.test(question))) return null;
  if (band === undefined)
    return missing('band', lessonQuery, 'To work out the treated acres I need the band width, e.g. 12-inch bands.');
  if (row === undefined)
    return missing('band', lessonQuery, 'To work out the treated acres I need the row spacing, e.g. 30-inch rows.');
  if (!facts.area)
    return missing('band', lessonQuery, "To work out the treated acres I need the field's size, e.g. 90 acres.");
  const fieldAcres = convert(facts.area, 'acre').value;
  const treated = { value: (fieldAcres * band) / row, unit: 'acre' as const };
  const field = quantityText({ value: fieldAcres, unit: 'acre' });
  const treatedStep = `Treated acres = field acres x band width / row spacing = ${field} x ${formatNumber(band)} inches / ${formatNumber(row)} inches = ${quantityText(treated)}.`;
  const rate = facts.productRate;
  if (!rate)
    return result(
      'band',
      lessonQuery,
      `The bands treat ${quantityText(treated)} of the ${numberText(fieldAcres)}-acre field.`,
      [treatedStep],
    );
  const product = productOver(rate, treated);
  const broadcast = productOver(rate, { value: fieldAcres, unit: 'acre' }).total;
  return result(
    'band',
    lessonQuery,
    `You need ${withOtherUnit(product.total)} of product: the bands treat ${quantityText(treated)} of the ${numberText(fieldAcres)}-acre field.`,
    [
      treatedStep,
      ...product.steps,
      ...otherUnitStep(product.total),
      `A broadcast application of all ${field} would take ${quantityText(broadcast)}: band rates go on the treated acres only.`,
    ],
  );
}
