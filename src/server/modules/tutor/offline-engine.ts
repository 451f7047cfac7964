import { tutorMessages } from '../../../shared/domain/tutor-texts';
import type { TRetrievalHit } from '../knowledge/retrieval-types';
import { citeInOrder } from './cite-in-order';
import { directAnswer } from './direct-answer';
import type { TTutorEngine, TTutorEngineRequest } from './engine-types';
import { followUpOpening } from './follow-up-answer';
import { bestUnits, quoteUnits, type TQuoteUnit } from './passage-quotes';
import { sentencesOf, termsHeld } from './passage-sentences';
import { shapedMarkdown } from './quote-markdown';
import { topicTerms } from './text-terms';
import { namesMissingFrom } from './uncovered';

export { sentencesOf } from './passage-sentences';

/** Passages quoted at most, and sentences taken from each. */
const maxPassages = 4;
const sentencesPerPassage = 2;
/** A passage scoring below this share of the best one adds noise, not support... */
const minimumRelativeScore = 0.25;
/** ...unless its sentences hold at least this many of the question's words that the passages before did not. */
const minimumNewTerms = 2;

const definitionQuestion =
  /^\s*(?:what\s+(?:is|are|does)\s+(?:an?\s+|the\s+)?|what's\s+(?:an?\s+|the\s+)?|define\s+|definition\s+of\s+|meaning\s+of\s+|explain\s+)(.+?)(?:\s+mean|\s+stand\s+for)?\s*[?.!]*\s*$/i;

/** The term a "what is X" question asks about, if it is one. */
export function definitionTermOf(question: string): string | null {
  const match = definitionQuestion.exec(question);
  return match ? match[1]!.trim().replace(/^["'“]|["'”]$/g, '') : null;
}

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Whether a glossary entry defines the asked term: "LD50" finds "LD50", "RUP" finds "Restricted Use Pesticide (RUP)". */
export function defines(hit: TRetrievalHit, term: string): boolean {
  if (hit.citation.kind !== 'glossary') return false;
  const asked = normalised(term);
  const entry = normalised(hit.citation.term);
  if (entry === asked || entry === asked.replace(/s$/, '')) return true;
  const acronym = /\(([^)]+)\)/.exec(hit.citation.term)?.[1];
  return acronym !== undefined && normalised(acronym) === asked;
}

/** A question that asks for a number from numbers ("2 pints an acre, how much for 80 acres?"). */
export function asksCalculation(question: string): boolean {
  return (
    /\d/.test(question) &&
    /\b(?:how\s+(?:much|many|long|far)|calculate|compute|total|what\s+(?:rate|amount))\b/i.test(question)
  );
}

/** A lesson's worked example: its section is one, or the passage walks through one. */
export function isWorkedExample(hit: TRetrievalHit): boolean {
  const title = hit.citation.kind === 'lesson' ? (hit.citation.sectionTitle ?? '') : hit.heading;
  return /\bexample\b/i.test(title) || /\bworked example\b/i.test(hit.body);
}

/**
 * Whether the passage's own section title is named by the question ("what does the storage and disposal part of
 * the label say" and a section "Storage and disposal"): every word of the title is among the question's words.
 */
export function titleNamed(hit: TRetrievalHit, questionTerms: readonly string[]): boolean {
  const title = hit.citation.kind === 'lesson' ? hit.citation.sectionTitle : null;
  const words = title ? topicTerms(title).map(singular) : [];
  const asked = new Set(questionTerms.map(singular));
  return words.length > 0 && words.every((word) => asked.has(word));
}

/** topicTerms drops a plural's s; "categories" also needs its y back to meet "category". */
const singular = (term: string) => term.replace(/ie$/, 'y');

/**
 * The passages an answer is written from: for a "what is X" question, the glossary entry defining X comes first
 * even when it ranked lower, so the definition leads (and is [1]); for a calculation, the best-ranked worked example
 * among the hits is kept among them even when it ranked below the cut.
 */
export function answerSources(question: string, hits: readonly TRetrievalHit[], count: number): TRetrievalHit[] {
  const term = definitionTermOf(question);
  const definition = term ? hits.find((hit) => defines(hit, term)) : undefined;
  const ordered = definition ? [definition, ...hits.filter((hit) => hit !== definition)] : [...hits];
  const chosen = ordered.slice(0, count);
  const example = asksCalculation(question) ? ordered.find(isWorkedExample) : undefined;
  if (example && !chosen.includes(example) && chosen.length === count) chosen[count - 1] = example;
  const document = documentToKeep(chosen, ordered);
  if (document && chosen.length === count) {
    // Replace the weakest source that is neither the definition nor the worked example.
    const last = chosen.findLastIndex((hit) => hit !== definition && hit !== example);
    if (last >= 0) chosen[last] = document;
  }
  return chosen;
}

/** An uploaded document's passage scoring at least this share of the best hit is worth quoting beside the lessons. */
const documentShare = 0.4;

/**
 * Diversity of sources: the pack's lessons often paraphrase the law or manual an admin uploaded, and rank above it.
 * When none of the chosen sources is a document, the best-ranked document passage among the hits that scores near
 * the best is kept too, so the learner sees the primary text as well as the lesson.
 */
export function documentToKeep(
  chosen: readonly TRetrievalHit[],
  hits: readonly TRetrievalHit[],
): TRetrievalHit | undefined {
  if (chosen.some(isDocument)) return undefined;
  const topScore = Math.max(0, ...hits.map((hit) => hit.score));
  return hits.find((hit) => isDocument(hit) && hit.score >= topScore * documentShare);
}

const isDocument = (hit: TRetrievalHit) => hit.citation.kind === 'document';

/**
 * Which passages speak, in the retrieval's order: up to `maxPassages` of those scoring near the best one or adding
 * question words the earlier ones did not hold; one more when it is the section the question names or, for a
 * calculation, a worked example (the learner asked for exactly that).
 */
function passagesToQuote(request: Pick<TTutorEngineRequest, 'question' | 'sources'>, terms: string[], skip: number) {
  const { sources } = request;
  const calculation = asksCalculation(request.question);
  const topScore = sources[0]?.score ?? 0;
  const held = new Set<string>();
  const quotes: { index: number; units: TQuoteUnit[] }[] = [];
  for (const [index, hit] of sources.entries()) {
    if (index === skip) continue;
    const example = calculation && isWorkedExample(hit);
    // The only document among the sources speaks too (see documentToKeep), even when lessons fill the quotes.
    const onlyDocument = isDocument(hit) && sources.filter(isDocument).length === 1;
    const priority = example || titleNamed(hit, terms) || onlyDocument;
    if (quotes.length >= maxPassages + (priority ? 1 : 0)) continue;
    const count = example ? sentencesPerPassage + 1 : sentencesPerPassage;
    const best = bestUnits(hit, terms, count, example);
    // The best passage always speaks (retrieval judged it relevant), even when no single sentence shares a word.
    const units = best.length > 0 ? best : quotes.length === 0 && skip < 0 ? quoteUnits(hit).slice(0, 1) : [];
    if (units.length === 0) continue;
    const sentences = units.map((unit) => unit.text);
    const adds = [...termsHeld(sentences, terms)].filter((term) => !held.has(term)).length;
    const strong = hit.score >= topScore * minimumRelativeScore;
    if (!strong && !priority && adds < minimumNewTerms) continue;
    for (const term of termsHeld(sentences, terms)) held.add(term);
    quotes.push({ index, units });
  }
  return quotes;
}

/** The opening of an offline answer: the answering sentence, or a plain statement that there is none. */
function opening(request: Pick<TTutorEngineRequest, 'question' | 'sources' | 'followUp'>, definition: number) {
  const { sources, followUp } = request;
  const question = followUp?.question ?? request.question;
  const restated = followUp ? followUpOpening(followUp, sources) : null;
  if (restated) return { text: restated, answered: true };
  const missing = namesMissingFrom(question, sources);
  if (missing.length > 0) return { text: tutorMessages.notInMaterial(missing), answered: false };
  if (definition >= 0) {
    const hit = sources[definition]!;
    const name = hit.citation.kind === 'glossary' ? hit.citation.term : hit.heading;
    const text = `${tutorMessages.glossaryIntro(name)} ${sentencesOf(hit.body).join(' ')} [${definition + 1}]`;
    return { text, answered: true };
  }
  const answer = directAnswer(question, sources);
  if (!answer) return { text: tutorMessages.noDirectAnswer, answered: false };
  if (answer.kind === 'no-figure') return { text: tutorMessages.noFigure(answer.asked), answered: false };
  return { text: `${answer.sentence} [${answer.source + 1}]`, answered: true };
}

/**
 * The offline engine (issues 14 and 26): no model, no network. The first sentence answers the question, taken
 * verbatim from the best sentence of the sources (or, for "what is X", the glossary's definition); then the
 * passages it comes from, each line with its [n]. When no passage answers (it names a state or product none of them
 * mention, or no sentence shares the question's words), the first sentence says so and the passages are labelled
 * as related material.
 */
export function* composeOfflineAnswer(
  request: Pick<TTutorEngineRequest, 'question' | 'searchText' | 'sources' | 'followUp'>,
) {
  const terms = topicTerms(request.searchText);
  // "Explain that more simply" leads with its own opening (follow-up-answer.ts), not a definition of "that".
  const term = request.followUp ? null : definitionTermOf(request.question);
  const definition = term ? request.sources.findIndex((hit) => defines(hit, term)) : -1;
  const lead = opening(request, definition);
  yield `${lead.text}\n\n${lead.answered ? tutorMessages.offlineIntro : tutorMessages.relatedHeading}\n\n`;
  for (const { index, units } of passagesToQuote(request, terms, definition)) {
    yield* quotePieces(units, `[${index + 1}]`, {
      question: request.question,
      terms,
      title: titleOf(request.sources[index]!),
    });
  }
}

const titleOf = (hit: TRetrievalHit) =>
  (hit.citation.kind === 'lesson' ? hit.citation.sectionTitle : null) ?? hit.heading.split(' › ').at(-1)!;

/**
 * One passage's quote, streamed a sentence at a time: a run of sentences is one evidence line; a table, list or CSV
 * row is one piece of its own (quote-markdown.ts). Each ends with the passage's [n], so every piece of evidence is cited.
 */
function* quotePieces(units: readonly TQuoteUnit[], cite: string, context: Parameters<typeof shapedMarkdown>[2]) {
  for (const [position, unit] of units.entries()) {
    if (unit.kind !== 'sentence') {
      yield shapedMarkdown(unit, cite, context);
      continue;
    }
    const opening = units[position - 1]?.kind === 'sentence' ? ' ' : '- ';
    const closing = units[position + 1]?.kind === 'sentence' ? '' : ` ${cite}\n`;
    yield `${opening}${unit.text}${closing}`;
  }
}

export const offlineEngine: TTutorEngine = {
  name: 'offline',
  async *answer(request) {
    // Numbered in the order cited, so the learner reads [1], [2], [3] with no gap (see citeInOrder).
    const pieces = citeInOrder([...composeOfflineAnswer(request)], request.sources);
    for (const piece of pieces) {
      if (request.signal.aborted) return;
      yield piece;
    }
  },
};
