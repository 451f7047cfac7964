import { topicTerms } from './text-terms';

/** Openings that point back at what was said before ("why is that?", "does it...?", "is that true?"). */
const pointsBack =
  /^(why|how so|how come|is that|is it|are they|does it|do they|did it|can it|should it|it|its|it's|that|this|those|these|they|them|he|she)\b/i;
/** Openings that continue a thread ("and what about CAUTION?") but may still name their own subject. */
const continues = /^(and|but|also|so|then|what about|how about)\b/i;
/** A question with this few topic words is probably a follow-up. */
const shortQuestionTerms = 3;

/**
 * The texts retrieval searches for a new message (issue 14, follow-ups), in order: the first one whose results are
 * relevant is used. A message that points back ("why is that?") is searched with the learner's previous question.
 * A short or continuing message ("and what about CAUTION?", "What is REI?") is searched on its own first, since it
 * often names its subject, and with the previous question only when that finds nothing relevant: searched together
 * straight away, the earlier question's words outweighed the new one's and the answer stayed on the old topic.
 */
export function retrievalQueries(message: string, previousQuestions: readonly string[]): string[] {
  const previous = previousQuestions.at(-1);
  if (!previous) return [message];
  const text = message.trim();
  const combined = `${message} ${previous}`;
  if (pointsBack.test(text)) return [combined];
  const mayLeanOnContext = continues.test(text) || topicTerms(message).length <= shortQuestionTerms;
  return mayLeanOnContext ? [message, combined] : [message];
}
