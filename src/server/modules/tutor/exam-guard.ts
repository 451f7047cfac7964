import { termCoverage, topicTerms } from './text-terms';

/** A message sharing this much of a question's vocabulary is treated as that question. */
const sameQuestionCoverage = 0.6;
/** Questions shorter than this (in topic words) are compared only when the message contains them whole. */
const minimumTerms = 3;

/**
 * Whether a learner's message is, closely, one of the running exam's questions (issue 14: the tutor does not help with
 * that exam). Pasted or lightly reworded questions match; an unrelated question sharing a word or two does not.
 */
export function asksExamQuestion(message: string, examQuestions: Iterable<string>): boolean {
  const messageTerms = topicTerms(message);
  const lowerMessage = message.toLowerCase();
  for (const question of examQuestions) {
    const questionTerms = topicTerms(question);
    if (questionTerms.length < minimumTerms) {
      if (question.length > 0 && lowerMessage.includes(question.toLowerCase())) return true;
      continue;
    }
    if (termCoverage(questionTerms, messageTerms) >= sameQuestionCoverage) return true;
  }
  return false;
}
