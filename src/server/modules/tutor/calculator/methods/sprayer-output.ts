import { areaIn, missing, numberText, quantityText, result, sidesStep } from '../calculation-text';
import type { TCalculation } from '../calculation-types';
import { formatNumber } from '../numbers';
import type { TAsks } from '../question-asks';
import type { TFacts } from '../question-facts';
import { convert } from '../units';

// A sprayer's output in gallons per acre, as equipment-calibration "Sprayer calibration arithmetic" teaches it: the
// 1/128-acre method, gallons used over a measured course (and a spreader's catch), and the GPA formula
// GPA = GPM x 5,940 / (mph x W) with W in inches, rearranged for the GPM a nozzle must deliver.

const broadcastQuery = 'GPA formula GPM 5,940 mph nozzle spacing W inches';
/** W from a band or from nozzles sharing a row is taught with band and directed spraying. */
const bandQuery = 'band directed spraying W band width row spacing nozzles per row GPA formula';
const oneTwentyEighthQuery = '1/128 acre method ounces collected equal gallons per acre';
const courseQuery = 'test course method gallons used acres sprayed GPA';
const spreaderQuery = 'granular spreader calibration pounds caught area covered per 1,000 square feet';

/** W, the width one nozzle covers: its spacing, its band, or the row shared by the nozzles on it. */
function nozzleWidth(facts: TFacts): { inches: number; steps: string[] } | null {
  if (facts.nozzleSpacingInches) return { inches: facts.nozzleSpacingInches, steps: [] };
  if (facts.rowInches && facts.nozzlesPerRow) {
    const inches = facts.rowInches / facts.nozzlesPerRow;
    const rows = `${formatNumber(facts.rowInches)} inches / ${facts.nozzlesPerRow} nozzles per row`;
    return { inches, steps: [`W = row spacing / nozzles per row = ${rows} = ${numberText(inches)} inches.`] };
  }
  if (facts.bandInches)
    return {
      inches: facts.bandInches,
      steps: [`W = the band width, ${formatNumber(facts.bandInches)} inches (one nozzle per band).`],
    };
  if (facts.swathFeet) {
    const inches = facts.swathFeet * 12;
    const swath = `${formatNumber(facts.swathFeet)} feet x 12 = ${formatNumber(inches)} inches`;
    return { inches, steps: [`W = the width the nozzle covers, in inches: ${swath}.`] };
  }
  return null;
}

export function gpaFormula(facts: TFacts, asks: TAsks): TCalculation | null {
  if (facts.gpm === undefined && facts.mph === undefined) return null;
  const width = nozzleWidth(facts);
  const wantsGpm = facts.gpm === undefined && (facts.gpa !== undefined || asks.gpm);
  const method = wantsGpm ? 'gpm-formula' : 'gpa-formula';
  const formulaQuery =
    facts.nozzleSpacingInches || !(facts.bandInches || facts.nozzlesPerRow) ? broadcastQuery : bandQuery;
  // Asked for a missing value only when the formula is plainly meant: two of its three values are given.
  const given = [wantsGpm ? facts.gpa : facts.gpm, facts.mph, width].filter(
    (value) => value !== undefined && value !== null,
  );
  if (given.length < 2) return null;
  if (facts.mph === undefined)
    return missing(
      method,
      formulaQuery,
      'To use the GPA formula I need the travel speed in miles per hour, e.g. 6 mph.',
    );
  if (!width)
    return missing(method, formulaQuery, 'To use the GPA formula I need the nozzle spacing in inches, e.g. 20 inches.');
  const w = formatNumber(width.inches);
  if (wantsGpm) {
    if (facts.gpa === undefined)
      return missing(
        method,
        formulaQuery,
        'To find the nozzle flow I need the gallons per acre you want to apply, e.g. 15 GPA.',
      );
    const top = facts.gpa * facts.mph * width.inches;
    const gpm = top / 5940;
    return result(method, formulaQuery, `Each nozzle must deliver ${numberText(gpm)} gallon per minute (GPM).`, [
      ...width.steps,
      `GPM = (GPA x mph x W) / 5,940 = (${formatNumber(facts.gpa)} x ${formatNumber(facts.mph)} x ${w}) / 5,940 = ${formatNumber(top)} / 5,940 = ${numberText(gpm)} GPM.`,
      `In fluid ounces: ${numberText(gpm)} x 128 = ${numberText(gpm * 128)} fluid ounces per minute.`,
    ]);
  }
  if (facts.gpm === undefined)
    return missing(
      method,
      formulaQuery,
      "To use the GPA formula I need one nozzle's output in gallons per minute, e.g. 0.4 GPM.",
    );
  const top = facts.gpm * 5940;
  const bottom = facts.mph * width.inches;
  const gpa = top / bottom;
  return result(method, formulaQuery, `The sprayer applies ${numberText(gpa)} gallons per acre (GPA).`, [
    ...width.steps,
    `GPA = (GPM x 5,940) / (mph x W) = (${formatNumber(facts.gpm)} x 5,940) / (${formatNumber(facts.mph)} x ${w}) = ${formatNumber(top)} / ${formatNumber(bottom)} = ${numberText(gpa)} gallons per acre.`,
  ]);
}

export function oneTwentyEighthAcre(facts: TFacts): TCalculation | null {
  if (!facts.oneTwentyEighthAcre) return null;
  const caught = facts.collected ?? facts.plainAmount;
  if (!caught || !['anyOunce', 'fluidOunce'].includes(caught.unit))
    return missing(
      'gpa-one-128',
      oneTwentyEighthQuery,
      'For the 1/128-acre method I need the ounces caught from a nozzle over the course time, e.g. 22 ounces.',
    );
  const ounces = formatNumber(caught.value);
  return result('gpa-one-128', oneTwentyEighthQuery, `The sprayer applies ${ounces} gallons per acre (GPA).`, [
    '1/128 acre = 43,560 / 128 = about 340 square feet, and 1 gallon = 128 fluid ounces.',
    `So each ounce caught over 1/128 acre is 1 gallon per acre: ${ounces} ounces = ${ounces} gallons per acre.`,
  ]);
}

/** Output over a measured area: gallons used over a course (GPA), or a spreader's catch (pounds per area). */
export function measuredOutput(facts: TFacts, asks: TAsks, question: string): TCalculation | null {
  const caught = facts.collected;
  if (!caught || facts.productRate || facts.oneTwentyEighthAcre) return null;
  if (!facts.area) {
    const ask = 'To work out the rate I need the area covered, e.g. a 20-foot swath over 500 feet, or 0.5 acre.';
    return asks.gpa ? missing('gpa-measured', courseQuery, ask) : null;
  }
  const areaSteps = sidesStep(facts.sides);
  if (
    caught.unit === 'pound' ||
    caught.unit === 'ounce' ||
    (caught.unit === 'anyOunce' && /granul|spreader/i.test(question))
  ) {
    const pounds = convert({ ...caught, unit: caught.unit === 'anyOunce' ? 'ounce' : caught.unit }, 'pound').value;
    const thousands = areaIn(facts.area, 'thousandSquareFeet');
    const perThousand = pounds / thousands.value;
    const perAcre = pounds / convert(facts.area, 'acre').value;
    return result(
      'gpa-measured',
      spreaderQuery,
      `The spreader applies ${numberText(perThousand)} pounds per 1,000 square feet (${numberText(perAcre)} pounds per acre).`,
      [
        ...areaSteps,
        ...thousands.steps,
        `Rate = ${numberText(pounds)} pounds / ${numberText(thousands.value)} thousand square feet = ${numberText(perThousand)} pounds per 1,000 square feet.`,
        `Per acre: ${numberText(perThousand)} x 43.56 = ${numberText(perAcre)} pounds per acre.`,
      ],
    );
  }
  const gallons = convert({ ...caught, unit: caught.unit === 'anyOunce' ? 'fluidOunce' : caught.unit }, 'gallon');
  const acres = areaIn(facts.area, 'acre');
  const gpa = gallons.value / acres.value;
  const used =
    gallons.value === caught.value ? quantityText(gallons) : `${quantityText(caught)} = ${quantityText(gallons)}`;
  return result('gpa-measured', courseQuery, `The sprayer applies ${numberText(gpa)} gallons per acre (GPA).`, [
    ...areaSteps,
    ...acres.steps,
    `GPA = gallons used / acres sprayed = ${used} / ${quantityText({ value: acres.value, unit: 'acre' })} = ${numberText(gpa)} gallons per acre.`,
  ]);
}
