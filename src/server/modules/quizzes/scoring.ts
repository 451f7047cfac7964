import { decodeChoices, encodeChoices } from '../../../shared/domain/quizzes';
import type { TAskedQuestion } from '../../db/schema';

/** Short answers compare without surrounding spaces or case; inner spaces are collapsed too. */
const foldText = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

/**
 * "1,234.5 gallons" reads as 1234.5, and so do "about 1234.5" and "$1234.5": a learner may type the unit, a dollar
 * sign or the "about" the explanation uses (issue 17). Anything that is not a number reads as NaN.
 */
function readNumber(answer: string) {
  const bare = answer
    .replace(/,/g, '')
    .replace(/^\s*(?:about|approximately|approx\.?|~|≈)\s*/i, '')
    .replace(/^\s*\$\s*/, '');
  const match = bare.match(/^\s*(-?\d+(?:\.\d+)?|-?\.\d+)/);
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * The one place an answer is judged (issue 7): exact match for single-answer questions as the spec says, set
 * equality for multi_select, the question's tolerance for numeric answers, trimmed and case-folded text (with the
 * listed alternatives) for short answers.
 */
export function isAnswerCorrect(asked: TAskedQuestion, answer: string | null): boolean {
  if (answer === null || answer.trim() === '') return false;
  switch (asked.type) {
    case 'multi_select': {
      const key = new Set(Array.isArray(asked.answer) ? asked.answer : [String(asked.answer)]);
      const chosen = new Set(decodeChoices(answer));
      return chosen.size === key.size && [...chosen].every((choice) => key.has(choice));
    }
    case 'numeric': {
      const value = readNumber(answer);
      const tolerance = typeof asked.details.tolerance === 'number' ? asked.details.tolerance : 0;
      // A hair of slack so 0.1 + 0.2 style float noise never fails an exact answer.
      return Number.isFinite(value) && Math.abs(value - Number(asked.answer)) <= tolerance + 1e-9;
    }
    case 'short_answer': {
      const alternatives = Array.isArray(asked.details.alternatives) ? asked.details.alternatives.map(String) : [];
      const accepted = [String(asked.answer), ...alternatives].map(foldText);
      return accepted.includes(foldText(answer));
    }
    default:
      return answer === String(asked.answer);
  }
}

/** The key as the browser shows it and as spec 3's correctAnswer string carries it. */
export const correctAnswerText = (asked: TAskedQuestion) =>
  asked.type === 'multi_select' && Array.isArray(asked.answer) ? encodeChoices(asked.answer) : String(asked.answer);

export interface TTopicTally {
  topic: string;
  correct: number;
  total: number;
}

/** Correct and total per topic, topics in the order they first appear. */
export function tallyByTopic(items: { asked: TAskedQuestion; isCorrect: boolean }[]): TTopicTally[] {
  const tallies = new Map<string, TTopicTally>();
  for (const { asked, isCorrect } of items) {
    const tally = tallies.get(asked.topic) ?? { topic: asked.topic, correct: 0, total: 0 };
    tally.total += 1;
    if (isCorrect) tally.correct += 1;
    tallies.set(asked.topic, tally);
  }
  return [...tallies.values()];
}
