/** The calculations the tutor works out itself (issue 26: calculations are computed, not quoted). */
export type TCalculationMethod =
  | 'area'
  | 'product-for-area'
  | 'containers'
  | 'tank-mix'
  | 'gpa-one-128'
  | 'gpa-measured'
  | 'gpa-formula'
  | 'gpm-formula'
  | 'active-ingredient'
  | 'percent-solution'
  | 'band';

/**
 * A worked calculation (`answer` is its first sentence: the result with its unit; `steps` each carry their numbers
 * and units, in order), or the value the learner has to give first. `lessonQuery` retrieves the lesson section that
 * teaches the method, to cite it.
 */
export type TCalculation =
  | { kind: 'result'; answer: string; steps: string[]; method: TCalculationMethod; lessonQuery: string }
  | { kind: 'missing'; question: string; method: TCalculationMethod; lessonQuery: string };
