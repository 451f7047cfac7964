import type { TQuestion } from './content-schema';

type TNumericQuestion = Extract<TQuestion, { type: 'numeric' }>;

const decimalWords: Record<string, number> = { one: 1, two: 2, three: 3, '1': 1, '2': 2, '3': 3 };
const nearestWords: Record<string, number> = { whole: 0, tenth: 1, hundredth: 2, thousandth: 3 };

/**
 * The number of decimals the question text asks for ("Round to two decimals", "to the nearest tenth"), or null when
 * it names none. A learner who answers at that precision must be marked right.
 */
export function statedDecimals(question: string): number | null {
  const decimals = question.match(/\b(one|two|three|[123])\s+decimal/i);
  if (decimals) return decimalWords[decimals[1]!.toLowerCase()] ?? null;
  const nearest = question.match(/\bnearest\s+(whole|tenth|hundredth|thousandth)/i);
  return nearest ? (nearestWords[nearest[1]!.toLowerCase()] ?? null) : null;
}

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const slack = 1e-9;

/**
 * Issue 17: "5.1 mph" was marked wrong where the explanation itself says "about 5.1". A non-integer answer must
 * either state its precision in the question (and accept an answer rounded to it) or accept the one-decimal
 * rounding; and any "about N" in the explanation that restates the answer must fall within the tolerance.
 */
export function numericPrecisionProblems(q: TNumericQuestion): string[] {
  const problems: string[] = [];
  const where = `question ${q.id}`;
  if (!Number.isInteger(q.answer)) {
    const decimals = statedDecimals(q.question) ?? 1;
    const rounded = roundTo(q.answer, decimals);
    if (Math.abs(q.answer - rounded) > q.tolerance + slack) {
      problems.push(
        `${where}: ${rounded} (the answer to ${decimals} decimal${decimals === 1 ? '' : 's'}) is outside the tolerance ${q.tolerance}; ` +
          'widen the tolerance or state the precision in the question',
      );
    }
  }
  for (const match of q.explanation.matchAll(/\babout\s+(\d[\d,]*(?:\.\d+)?)/gi)) {
    const shown = Number(match[1]!.replace(/,/g, ''));
    const restatesAnswer = Math.abs(shown - q.answer) <= Math.abs(q.answer) * 0.05;
    if (restatesAnswer && Math.abs(shown - q.answer) > q.tolerance + slack) {
      problems.push(`${where}: the explanation shows "about ${match[1]}", which the tolerance ${q.tolerance} rejects`);
    }
  }
  return problems;
}
