import { tutorMessages } from '../../../shared/domain/tutor-texts';
import type { TRetrievalHit } from '../knowledge/retrieval-types';
import type { TTutorEngine, TTutorEngineRequest } from './engine-types';
import { topicTerms } from './text-terms';

/** Passages quoted at most, and sentences taken from each. */
const maxPassages = 4;
const sentencesPerPassage = 2;
/** A passage scoring below this share of the best one adds noise, not support. */
const minimumRelativeScore = 0.35;

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

/**
 * The passages an answer is written from: for a "what is X" question, the glossary entry defining X comes first
 * even when it ranked lower, so the definition leads (and is [1]).
 */
export function answerSources(question: string, hits: readonly TRetrievalHit[], count: number): TRetrievalHit[] {
  const term = definitionTermOf(question);
  const definition = term ? hits.find((hit) => defines(hit, term)) : undefined;
  const ordered = definition ? [definition, ...hits.filter((hit) => hit !== definition)] : [...hits];
  return ordered.slice(0, count);
}

/** A passage's sentences; line breaks in extracted text are only wrapping. */
export function sentencesOf(body: string): string[] {
  return body
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=["'“(]?[A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** The passage's sentences that share most of the question's words, kept in the passage's own order. */
export function bestSentences(body: string, questionTerms: readonly string[], count = sentencesPerPassage): string[] {
  const wanted = new Set(questionTerms);
  const scored = sentencesOf(body).map((sentence, position) => {
    const terms = new Set(topicTerms(sentence));
    let score = 0;
    for (const term of wanted) if (terms.has(term)) score += 1;
    return { sentence, position, score };
  });
  return scored
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, count)
    .sort((a, b) => a.position - b.position)
    .map(({ sentence }) => sentence);
}

/**
 * The offline engine (issue 14): no model, no network. It quotes the most relevant sentences of the best passages in
 * order, each line with its [n], after saying plainly that these are passages from the material; a "what is X"
 * question gets the glossary's definition first. It yields sentence by sentence, so the first content is immediate.
 */
export function* composeOfflineAnswer(request: Pick<TTutorEngineRequest, 'question' | 'searchText' | 'sources'>) {
  const { sources } = request;
  const terms = topicTerms(request.searchText);
  const term = definitionTermOf(request.question);
  const definition = term ? sources.findIndex((hit) => defines(hit, term)) : -1;
  yield `${tutorMessages.offlineIntro}\n\n`;
  const used = new Set<number>();
  if (definition >= 0) {
    const hit = sources[definition]!;
    const name = hit.citation.kind === 'glossary' ? hit.citation.term : hit.heading;
    yield `${tutorMessages.glossaryIntro(name)} ${sentencesOf(hit.body).join(' ')} [${definition + 1}]\n\n`;
    used.add(definition);
  }
  const topScore = sources[0]?.score ?? 0;
  let quoted = 0;
  for (const [index, hit] of sources.entries()) {
    if (quoted === maxPassages) break;
    if (used.has(index) || hit.score < topScore * minimumRelativeScore) continue;
    // The best passage always speaks (retrieval judged it relevant), even when no single sentence shares a word.
    const sentences = bestSentences(hit.body, terms);
    const chosen = sentences.length > 0 ? sentences : used.size === 0 ? sentencesOf(hit.body).slice(0, 1) : [];
    if (chosen.length === 0) continue;
    used.add(index);
    quoted += 1;
    for (const [position, sentence] of chosen.entries()) {
      const opening = position === 0 ? '- ' : ' ';
      const closing = position === chosen.length - 1 ? ` [${index + 1}]\n` : '';
      yield `${opening}${sentence}${closing}`;
    }
  }
}

export const offlineEngine: TTutorEngine = {
  name: 'offline',
  async *answer(request) {
    for (const piece of composeOfflineAnswer(request)) {
      if (request.signal.aborted) return;
      yield piece;
    }
  },
};
