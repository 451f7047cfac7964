import { describe, expect, it } from 'vitest';
import { calculationCases, missingValueCases, notCalculations } from './calculation-cases';
import { calculate } from './calculator';
import { displayValue, formatNumber } from './numbers';

// The calculator alone (issue 26): every phrasing of every question gives the same, exact first sentence, with steps.

describe('the calculator', () => {
  it('has at least 40 questions, each in several phrasings', () => {
    expect(calculationCases.length).toBeGreaterThanOrEqual(40);
    for (const item of calculationCases) expect(item.phrasings.length).toBeGreaterThanOrEqual(2);
  });

  for (const item of calculationCases) {
    it(`works out: ${item.answer}`, () => {
      for (const phrasing of item.phrasings) {
        const calculation = calculate(phrasing);
        expect(calculation?.kind === 'result' && calculation.answer, phrasing).toBe(item.answer);
        if (calculation?.kind === 'result') expect(calculation.steps.length, phrasing).toBeGreaterThan(0);
      }
    });
  }

  it('asks for the value a method needs instead of guessing', () => {
    for (const { question, asks } of missingValueCases) {
      const calculation = calculate(question);
      expect(calculation?.kind, question).toBe('missing');
      expect(calculation?.kind === 'missing' && calculation.question, question).toContain(asks);
    }
  });

  it('leaves questions that are not its calculations to the tutor', () => {
    for (const question of notCalculations) expect(calculate(question), question).toBeNull();
  });

  it('shows every step with its numbers and units, in order', () => {
    const calculation = calculate('If the label says 2 pints per acre how much for 35 acres?');
    expect(calculation).toMatchObject({
      kind: 'result',
      method: 'product-for-area',
      steps: ['Product = 2 pints per acre x 35 acres = 70 pints.', '70 pints / 8 pints per gallon = 8.75 gallons.'],
    });
  });
});

describe('numbers as shown', () => {
  it('keeps integers exact, two decimals at most, and no floating noise', () => {
    expect(displayValue(0.1 + 0.2)).toBe(0.3);
    expect(formatNumber(1_306_800)).toBe('1,306,800');
    expect(formatNumber(8.75)).toBe('8.75');
    expect(formatNumber(0.125)).toBe('0.125');
    expect(formatNumber(17.424)).toBe('17.42');
    expect(formatNumber(1 / 300)).toBe('0.0033');
  });
});
