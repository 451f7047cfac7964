import { describe, expect, it } from 'vitest';
import type { TQuestion } from './content-schema';
import { numericPrecisionProblems, statedDecimals } from './numeric-precision';
import { readContentPack } from './read-content-pack';

type TNumeric = Extract<TQuestion, { type: 'numeric' }>;
const numeric = (overrides: Partial<TNumeric>): TNumeric => ({
  id: 'q',
  type: 'numeric',
  question: 'A tractor covers 300 feet in 40 seconds. What is its speed?',
  explanation: 'mph = 300 / 40 x 0.682 = 5.115, about 5.1 mph.',
  difficulty: 'easy',
  topic: 'equipment-calibration',
  jurisdictions: ['federal'],
  section: 'l#s',
  answer: 5.115,
  tolerance: 0.02,
  unit: 'mph',
  compute: '300 / 40 * 0.682',
  ...overrides,
});

describe('numeric answers at the precision the content shows (issue 17)', () => {
  it('every non-integer answer in the pack states its precision or accepts the one-decimal rounding', () => {
    const pack = readContentPack();
    const problems = pack.questions.flatMap((q) => (q.type === 'numeric' ? numericPrecisionProblems(q) : []));
    expect(problems).toEqual([]);
  });

  it('reads the precision a question asks for', () => {
    expect(statedDecimals('How many acres is that? Round to two decimals.')).toBe(2);
    expect(statedDecimals('(GPM = GPA x mph x W / 5,940; round to three decimals.)')).toBe(3);
    expect(statedDecimals('Give the answer to the nearest tenth of a gallon.')).toBe(1);
    expect(statedDecimals('How many gallons per acre does it apply?')).toBeNull();
  });

  it('rejects a tolerance that marks the one-decimal rounding wrong, and an "about" the key refuses', () => {
    expect(numericPrecisionProblems(numeric({ tolerance: 0.01 }))).toEqual([
      'question q: 5.1 (the answer to 1 decimal) is outside the tolerance 0.01; widen the tolerance or state the precision in the question',
      'question q: the explanation shows "about 5.1", which the tolerance 0.01 rejects',
    ]);
    expect(numericPrecisionProblems(numeric({}))).toEqual([]);
  });

  it('accepts a stated precision when the tolerance covers rounding to it, and leaves integers alone', () => {
    const twoDecimals = numeric({
      question: 'A nozzle is rated 0.4 GPM. At what output is it 10% worn? Give the answer to two decimals.',
      explanation: '0.4 x 1.1 = 0.44 GPM.',
      answer: 0.44,
      tolerance: 0.001,
      compute: '0.4 * 1.1',
    });
    expect(numericPrecisionProblems(twoDecimals)).toEqual([]);
    const tooTight = { ...twoDecimals, answer: 4.845, tolerance: 0.001, compute: '4.845', explanation: 'x = 4.845.' };
    expect(numericPrecisionProblems(tooTight)).toHaveLength(1);
    expect(numericPrecisionProblems(numeric({ answer: 20, tolerance: 0, explanation: 'about 20 gallons' }))).toEqual(
      [],
    );
  });
});
