import type { TCalculation } from './calculation-types';
import { activeIngredient } from './methods/active-ingredient';
import { bandTreatment } from './methods/band';
import { percentSolution } from './methods/percent-solution';
import { areaInAcres, containersForAmount, productForArea } from './methods/product-for-area';
import { gpaFormula, measuredOutput, oneTwentyEighthAcre } from './methods/sprayer-output';
import { tankMix } from './methods/tank-mix';
import { readAsks } from './question-asks';
import { readFacts } from './question-facts';

/**
 * Works out the arithmetic a learner's question asks for (issue 26), from the numbers and units in it: the result and
 * every step, or the value it still needs. Null when the question is not a calculation the calculator knows, so the
 * tutor answers it the normal way. Deterministic: no model, no eval.
 */
export function calculate(question: string): TCalculation | null {
  const asks = readAsks(question);
  if (!asks?.number) return null;
  const facts = readFacts(question);
  if (facts.unsupported) return null;
  // The method follows from the quantities present, the most specific first: a sprayer's speed or flow means the GPA
  // formula; an a.i. rate or a percent solution must not be read as a plain label rate.
  return (
    gpaFormula(facts, asks) ??
    oneTwentyEighthAcre(facts) ??
    measuredOutput(facts, asks, question) ??
    percentSolution(facts, question) ??
    activeIngredient(facts, asks, question) ??
    bandTreatment(facts, question) ??
    tankMix(facts, asks, question) ??
    productForArea(facts, asks, question) ??
    containersForAmount(facts, asks, question) ??
    areaInAcres(facts, asks)
  );
}
