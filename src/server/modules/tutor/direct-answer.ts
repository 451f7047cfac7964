import type { TRetrievalHit } from '../knowledge/retrieval-types';
import { sentencesOf } from './passage-sentences';
import { topicTerms } from './text-terms';
import { speaksForStates, statesNamed } from './uncovered';

/**
 * The first sentence of an offline answer (issue 26): the sentence of the sources that answers what was asked,
 * verbatim, never written. What the question asks for (a duration, an amount, a percentage, a rule...) decides which
 * sentences can answer it; the question's focus words, weighted by how rare they are among the candidates, decide
 * among those.
 */
export type TAnswerKind =
  | 'duration'
  | 'frequency'
  | 'percentage'
  | 'quantity'
  | 'rule'
  | 'who'
  | 'when'
  | 'where'
  | 'reason'
  | 'procedure'
  | 'general';

const kindPatterns: [TAnswerKind, RegExp][] = [
  ['frequency', /\bhow\s+(?:often|frequently)\b|\bhow\s+many\s+times\b/i],
  [
    'duration',
    /\bhow\s+long\b|\bhow\s+soon\b|\bhow\s+many\s+(?:hours|days|weeks|months|years|minutes)\b|\b(?:rei|restricted[- ]entry\s+interval|phi|pre-?harvest\s+interval)\b|\bwhen\s+does\s+\w+\s+expire\b/i,
  ],
  ['percentage', /\bwhat\s+(?:score|percent(?:age)?)\b|\bpass(?:ing)?\s+(?:score|mark|grade)\b|\bpercent\b/i],
  [
    'quantity',
    /\bhow\s+(?:much|many|far|deep|high|close|big|large|wide)\b|\bwhat\s+(?:rate|amount|distance|size|volume)\b/i,
  ],
  ['who', /^\s*who\b|\bwhich\s+(?:agency|person|office|department)\b|\bwho\s+(?:must|can|may|issues)\b/i],
  ['when', /^\s*when\b|\bwhat\s+time\b/i],
  ['where', /^\s*where\b/i],
  ['reason', /^\s*why\b/i],
  ['procedure', /^\s*how\s+(?:do|should|can|would)\s+(?:i|you|we|one)\b|^\s*how\s+to\b|\bsteps?\s+(?:to|for)\b/i],
  ['rule', /^\s*(?:is|are|can|could|may|must|should|do|does|did|will|has|have|am)\b/i],
];

/** What a question asks for; `general` when nothing in it says. */
export function answerKindOf(question: string): TAnswerKind {
  return kindPatterns.find(([, pattern]) => pattern.test(question))?.[0] ?? 'general';
}

const timeUnit = '(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)';
const numberWord =
  '(?:\\d[\\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty(?:-eight)?|sixty|ninety)';

/** What a sentence must hold to answer each kind; a kind with no pattern takes any sentence. */
const evidence: Partial<Record<TAnswerKind, RegExp>> = {
  duration: new RegExp(`\\b${numberWord}[- ]${timeUnit}\\b|\\buntil\\b|\\bexpires?\\b`, 'i'),
  frequency: new RegExp(
    `\\bevery\\s+(?:${numberWord}\\s+)?${timeUnit}|\\beach\\s+(?:year|day|season|time)\\b|\\bannual(?:ly)?\\b|\\bper\\s+${timeUnit}|\\b${numberWord}\\s+times\\b|\\bexpires?\\b`,
    'i',
  ),
  percentage: /\d\s*(?:%|percent)/i,
  quantity: /\d/,
  rule: /\b(?:must|may|may not|cannot|can|should|required|requires?|prohibit\w*|allowed|only|never|always|not)\b/i,
  who: /\b[A-Z]{2,}\b|\b(?:agency|department|commission|applicator|employer|handler|dealer|registrant|administrator|supervisor|owner)\b/,
  when: /\b(?:before|after|within|during|until|at least|no later than|prior to|when|once)\b/i,
  where: /\b(?:in|at|away from|near|inside|outside|locked|area|site|place)\b/i,
  reason: /\b(?:because|so that|to (?:protect|prevent|avoid|reduce|keep)|since|reason)\b/i,
  // A step: a sentence that tells what to do.
  procedure:
    /^(?:\d+\.\s*)?(?:measure|fill|time|spray|collect|mark|drive|divide|multiply|check|calculate|read|wear|rinse|store|use|apply|keep|remove|follow|mix|add|record|choose|select|adjust|run|catch|compare|clean|replace|flush|set|walk|lay|start|stop|turn)\b/i,
};

/**
 * Kinds whose answer is a figure: a sentence without one cannot answer them, so when no well-matched sentence has
 * one the answer says the material does not give it, rather than lead with a sentence that only shares words.
 */
const figureKinds = new Set<TAnswerKind>(['duration', 'frequency', 'percentage', 'quantity']);
/** A sentence holding the figure must match at least this share of the best sentence's focus words. */
const figureRelevance = 0.34;

/** Words that say what kind of answer is wanted ("how long"), not what it is about. */
const askingWords = new Set(['long', 'often', 'much', 'many', 'far', 'soon', 'need', 'get']);
/** Irregular forms the lessons use for the question's verbs ("records are kept" answers "keep records"). */
const irregular: Record<string, string> = {
  kept: 'keep',
  worn: 'wear',
  wore: 'wear',
  made: 'make',
  given: 'give',
  gave: 'give',
  taken: 'take',
  took: 'take',
  held: 'hold',
  sold: 'sell',
  bought: 'buy',
  left: 'leave',
  ran: 'run',
  chosen: 'choose',
};
const termsOf = (text: string) => topicTerms(text).map((term) => irregular[term] ?? term);

/**
 * The sentence that answers, with the index in `sources` of the passage it comes from; or, when a figure was asked
 * and no well-matched sentence gives one, which kind of figure.
 */
export type TDirectAnswer =
  | { kind: 'answer'; sentence: string; source: number }
  | { kind: 'no-figure'; asked: TAnswerKind };

/** Passages are ranked; a sentence of a lower-ranked one needs a little more to lead the answer. */
const rankPenalty = 0.15;
/** Sentences longer than this are trimmed to the clause holding the answer, when one can be found. */
const longSentence = 260;

/**
 * The sentence that answers the question best, or null when none shares a focus word with it. Candidates are the
 * sentences of every source; those that fit the asked kind score double.
 */
export function directAnswer(
  question: string,
  sources: readonly TRetrievalHit[],
  kind: TAnswerKind = answerKindOf(question),
): TDirectAnswer | null {
  const states = statesNamed(question);
  // The states a question names choose the passages (speaksForStates); as words they would favour any sentence
  // that repeats them.
  const stateWords = new Set(states.flatMap((state) => state.split(' ')));
  const focus = [...new Set(termsOf(question))].filter((term) => !askingWords.has(term) && !stateWords.has(term));
  if (focus.length === 0) return null;
  const candidates = sources.flatMap((hit, source) =>
    speaksForStates(hit, states)
      ? sentencesOf(hit.body)
          // A lead-in ("depends on four things:") promises an answer it does not give.
          .filter((sentence) => !sentence.endsWith(':'))
          .map((sentence) => ({ sentence, source, terms: new Set(termsOf(sentence)) }))
      : [],
  );
  // A focus word held by few candidates tells more than one held by all ("label" in every label passage).
  const weight = new Map(
    focus.map((term) => {
      const holders = candidates.filter((c) => c.terms.has(term)).length;
      return [term, holders === 0 ? 0 : Math.log(1 + candidates.length / holders)];
    }),
  );
  const scored = candidates.map((candidate) => {
    let overlap = 0;
    for (const term of focus) if (candidate.terms.has(term)) overlap += weight.get(term) ?? 0;
    const fits = evidence[kind]?.test(candidate.sentence) ?? true;
    const score = overlap * (fits ? 2 : 1) * (1 - rankPenalty * Math.min(candidate.source, 4));
    return { ...candidate, overlap, fits, score };
  });
  const topOverlap = Math.max(0, ...scored.map((candidate) => candidate.overlap));
  if (topOverlap === 0) return null;
  const eligible = figureKinds.has(kind)
    ? scored.filter((candidate) => candidate.fits && candidate.overlap >= topOverlap * figureRelevance)
    : scored.filter((candidate) => candidate.overlap > 0);
  if (eligible.length === 0) return { kind: 'no-figure', asked: kind };
  const best = eligible.reduce((a, b) => (b.score > a.score ? b : a));
  return { kind: 'answer', sentence: trimmed(best.sentence, evidence[kind]), source: best.source };
}

/** A long sentence cut to the clause that holds the asked-for value, kept verbatim. */
function trimmed(sentence: string, wanted: RegExp | undefined): string {
  if (sentence.length <= longSentence || !wanted) return sentence;
  const clauses = sentence.split(/;\s+/);
  const clause = clauses.find((part) => wanted.test(part));
  if (!clause || clause === sentence) return sentence;
  const text = clause.charAt(0).toUpperCase() + clause.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
