import { describe, expect, it } from 'vitest';
import { encodeChoices } from '../../../shared/domain/quizzes';
import type { TAskedQuestion } from '../../db/schema';
import { correctAnswerText, isAnswerCorrect, tallyByTopic } from './scoring';

const asked = (overrides: Partial<TAskedQuestion>): TAskedQuestion => ({
  questionId: 'q',
  topic: 'ppe',
  type: 'multiple_choice',
  question: 'Q?',
  options: ['A', 'B', 'C'],
  answer: 'B',
  details: {},
  explanation: 'Because.',
  ...overrides,
});

describe('scoring every question type', () => {
  it('multiple choice, scenario and true/false need the exact option text', () => {
    for (const type of ['multiple_choice', 'scenario', 'true_false']) {
      const question = asked({ type });
      expect(isAnswerCorrect(question, 'B')).toBe(true);
      expect(isAnswerCorrect(question, 'b')).toBe(false);
      expect(isAnswerCorrect(question, 'A')).toBe(false);
      expect(isAnswerCorrect(question, null)).toBe(false);
    }
  });

  it('multi_select compares sets: order does not matter, a missing or extra choice does', () => {
    const question = asked({ type: 'multi_select', options: ['A', 'B', 'C', 'D'], answer: ['A', 'C'] });
    expect(isAnswerCorrect(question, encodeChoices(['C', 'A']))).toBe(true);
    expect(isAnswerCorrect(question, encodeChoices(['A']))).toBe(false);
    expect(isAnswerCorrect(question, encodeChoices(['A', 'C', 'D']))).toBe(false);
    expect(isAnswerCorrect(question, 'A, C')).toBe(false);
    expect(correctAnswerText(question)).toBe(encodeChoices(['A', 'C']));
  });

  it('numeric answers count within the question’s tolerance, with commas and units allowed', () => {
    const question = asked({
      type: 'numeric',
      options: null,
      answer: 5.115,
      details: { tolerance: 0.01, unit: 'mph' },
    });
    expect(isAnswerCorrect(question, '5.12')).toBe(true);
    expect(isAnswerCorrect(question, ' 5.1 mph')).toBe(false);
    expect(isAnswerCorrect(question, '5.105')).toBe(true);
    expect(isAnswerCorrect(question, 'five')).toBe(false);
    const exact = asked({ type: 'numeric', options: null, answer: 43560, details: { tolerance: 0 } });
    expect(isAnswerCorrect(exact, '43,560')).toBe(true);
    expect(isAnswerCorrect(exact, '43561')).toBe(false);
  });

  it('numeric answers may carry the unit, a dollar sign or "about", as the explanations write them (issue 17)', () => {
    const speed = asked({ type: 'numeric', options: null, answer: 5.115, details: { tolerance: 0.02, unit: 'mph' } });
    expect(isAnswerCorrect(speed, '5.1 mph')).toBe(true);
    expect(isAnswerCorrect(speed, '5.1mph')).toBe(true);
    expect(isAnswerCorrect(speed, 'about 5.1')).toBe(true);
    expect(isAnswerCorrect(speed, '~5.1 mph')).toBe(true);
    expect(isAnswerCorrect(speed, '5.0 mph')).toBe(false);
    expect(isAnswerCorrect(speed, 'mph 5.1')).toBe(false);
    const cost = asked({ type: 'numeric', options: null, answer: 8, details: { tolerance: 0, unit: 'dollars' } });
    expect(isAnswerCorrect(cost, '$8')).toBe(true);
    expect(isAnswerCorrect(cost, '$ 8.00 per pound')).toBe(true);
    expect(isAnswerCorrect(cost, '$9')).toBe(false);
    expect(isAnswerCorrect(cost, '$')).toBe(false);
  });

  it('short answers are trimmed and case-folded, and the listed alternatives count', () => {
    const question = asked({
      type: 'short_answer',
      options: null,
      answer: 'Half-life',
      details: { alternatives: ['half life'] },
    });
    expect(isAnswerCorrect(question, '  HALF-LIFE ')).toBe(true);
    expect(isAnswerCorrect(question, 'Half   Life')).toBe(true);
    expect(isAnswerCorrect(question, 'life')).toBe(false);
    expect(isAnswerCorrect(question, '')).toBe(false);
  });

  it('tallies correct answers per topic', () => {
    expect(
      tallyByTopic([
        { asked: asked({ topic: 'ppe' }), isCorrect: true },
        { asked: asked({ topic: 'ipm' }), isCorrect: false },
        { asked: asked({ topic: 'ppe' }), isCorrect: false },
      ]),
    ).toEqual([
      { topic: 'ppe', correct: 1, total: 2 },
      { topic: 'ipm', correct: 0, total: 1 },
    ]);
  });
});
