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

/** How a follow-up asks to hear the last answer again (issue 26). */
export type TFollowUpIntent = 'simpler' | 'example' | 'why';

const followUpIntents: [TFollowUpIntent, RegExp][] = [
  [
    'simpler',
    /\b(?:simpler|more\s+simply|in\s+simple\s+(?:terms|words)|plain(?:er)?\s+(?:english|words|language)|easier|eli5|i\s+don'?t\s+(?:understand|get\s+it)|in\s+other\s+words|rephrase|say\s+(?:it|that)\s+again)\b/i,
  ],
  ['example', /\b(?:an?\s+example|examples|for\s+instance|show\s+me\s+how)\b/i],
  ['why', /^\s*(?:but\s+|and\s+)?why\b[^a-z]*$|^\s*(?:why\s+is\s+that|how\s+come|what'?s\s+the\s+reason)\b/i],
];

/**
 * A follow-up that asks for the last answer again, simpler, with an example, or its reason ("explain that more
 * simply", "give me an example", "why?"): it names no subject of its own, so it is answered for the learner's
 * previous question. Null for any other message, or with no previous question.
 */
export function restatedFollowUp(
  message: string,
  previousQuestions: readonly string[],
): { question: string; intent: TFollowUpIntent } | null {
  const intent = intentOf(message);
  // The question a chain of follow-ups stands for: "simpler?", then "an example?", are both about the last real one.
  const previous = previousQuestions.findLast((question) => !intentOf(question));
  return intent && previous ? { question: previous, intent } : null;
}

/** How a message asks for the last answer again, if it does and names no subject of its own. */
function intentOf(message: string): TFollowUpIntent | undefined {
  const intent = followUpIntents.find(([, pattern]) => pattern.test(message))?.[0];
  // "Give me an example of a restricted-use pesticide" names its own subject: a question of its own.
  return intent && topicTerms(message).filter((term) => !followUpWords.has(term)).length <= 2 ? intent : undefined;
}

/** The words a rephrasing follow-up is made of, which say nothing about its subject. */
const followUpWords = new Set(
  'simpler simply simple plain plainer english word language easier eli5 understand get other rephrase say again example instance show reason come can could give another different way term'.split(
    ' ',
  ),
);
