import { topicTerms } from './text-terms';

/** Openings that lean on what was said before ("and what about CAUTION?", "why is that?"). */
const leansOnContext =
  /^(and|but|also|so|then|what about|how about|and what|why|how so|is that|are they|does it|do they|it|its|it's|that|this|those|these|they|them|he|she)\b/i;
/** A question with this few topic words is probably a follow-up. */
const shortQuestionTerms = 3;

/**
 * The text retrieval searches for a new message (issue 14, follow-ups): the message itself, or, when it is short or
 * opens with a word that points back, the message plus the learner's previous question, so "and what about
 * CAUTION?" after "What does DANGER mean on a label?" finds the signal-word passages.
 */
export function retrievalQuery(message: string, previousQuestions: readonly string[]): string {
  const previous = previousQuestions.at(-1);
  if (!previous) return message;
  const isFollowUp = leansOnContext.test(message.trim()) || topicTerms(message).length <= shortQuestionTerms;
  return isFollowUp ? `${message} ${previous}` : message;
}
