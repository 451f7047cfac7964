import { describe, expect, it } from 'vitest';
import type { TQuizQuestion } from '../../../shared/contract/ai';
import type { TAttemptResult } from '../../../shared/contract/quizzes';
import { statedDecimals } from '../../content/numeric-precision';
import { setupQuizTests } from './quiz-test-helpers';

const { pack, learner, post, ok } = setupQuizTests();
type TQuiz = { attemptId: string; questions: TQuizQuestion[] };

/** What a learner types: the key rounded as the question asks (one decimal when it does not say), then the unit. */
function typedAtShownPrecision(questionText: string, unit: string | undefined) {
  const bank = pack.questions.find((q) => q.question === questionText);
  if (bank?.type !== 'numeric') throw new Error(`not a numeric bank question: ${questionText}`);
  const decimals = Number.isInteger(bank.answer) ? 0 : (statedDecimals(bank.question) ?? 1);
  return `${bank.answer.toFixed(decimals)} ${unit ?? bank.unit}`;
}

describe('numeric answers given at the precision the content shows (issue 17)', () => {
  it('are marked right through the quiz route, with the unit typed after the number', async () => {
    const { cookie } = await learner();
    const seen = new Set<string>();
    // Two quizzes of 50 cover every calibration question (the second draws the unseen ones first).
    for (let round = 0; round < 2; round++) {
      const quiz = ok<TQuiz>(
        await post('/_api/ai/generate-quiz', cookie, { type: 'Core', topics: ['equipment-calibration'], count: 50 }),
      );
      const answers = quiz.questions.map((q) =>
        q.questionType === 'numeric' ? typedAtShownPrecision(q.questionText, q.unit) : q.correctAnswer,
      );
      const result = ok<TAttemptResult>(
        await post('/_api/quizzes/submit', cookie, { attemptId: quiz.attemptId, answers }),
      );
      const wrong = result.review.filter((r) => !r.isCorrect).map((r) => `${r.questionText} -> ${r.answer}`);
      expect(wrong).toEqual([]);
      for (const q of quiz.questions) seen.add(q.questionText);
    }
    const calibration = pack.questions.filter((q) => q.topic === 'equipment-calibration');
    expect(seen.size).toBe(calibration.length);
    // The bank holds a key that is not a whole number and whose precision the question states.
    expect(
      calibration.some((q) => q.type === 'numeric' && !Number.isInteger(q.answer) && statedDecimals(q.question)),
    ).toBe(true);
  });
});
