import { plainBlocks, shapeOf } from './passage-shapes';
import { topicTerms } from './text-terms';

/**
 * A passage as sentences the offline tutor can quote one by one. Passages keep their blocks (paragraphs, list items,
 * table rows) a blank line apart (knowledge/passages.ts); a single line break inside a block is only wrapping.
 */

/**
 * A list item continues its lead-in ("Their labels carry a box. It:" then "tells the user to follow the WPS;"), as
 * does a law's enumerated item ("... applies to any pesticide if" then "(1) its strength or purity falls below").
 */
const continuesLeadIn = (block: string) => /^(?:\([0-9a-zA-Z]{1,4}\)\s+)?[a-z]/.test(block);
const enumerated = (block: string) => /^\([0-9a-zA-Z]{1,4}\)\s/.test(block);
/** A sentence left open for its items without a colon: "A pesticide is misbranded if". */
const openEnded = /\b(?:if|that|when|where|unless|whether|to|of|the|a|an|by|for|means)$/i;
/** A block with no sentence ending that is only a few words long is a heading ("(c) Adulterated"), not a sentence. */
const isHeading = (block: string) => !/[.!?:;,]$/.test(block) && block.split(' ').length <= 6;

function splitSentences(block: string): string[] {
  return block
    .split(/(?<=[.!?])\s+(?=["'“(]?[A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Lead-ins whose items finish their sentence ("It:" + "tells ...", "Each label must:" + "name the product"). */
const unfinished =
  /(?:^\S+(?:\s\S+)?|\b(?:it|they|this|these|that|which|must|should|can|may|will|shall|to|is|are|be|include|includes|if|when|unless|or|and))\s*:?$/i;

/**
 * A list item read with its lead-in, as one sentence. An unfinished lead-in runs on into the item ("It:" +
 * "tells the user to follow the WPS;" reads "It tells the user to follow the WPS.": quoted alone the item has no
 * subject, quoted with the colon it reads "It: tells ..."); any other keeps its colon ("Examples: using ...").
 */
function withLeadIn(leadIn: string, item: string): string {
  const lead = unfinished.test(leadIn) ? leadIn.replace(/\s*:$/, '') : leadIn;
  const body = item.replace(/(?:[;,]\s*(?:and|or)?|\s+(?:and|or))$/, '').replace(/[;,:]$/, '');
  return `${lead} ${body}${/[.!?]$/.test(body) ? '' : '.'}`;
}

/**
 * A passage's sentences, in order. List items come with their lead-in sentence (see `withLeadIn`), as do the
 * enumerated items of a law ("applies to any pesticide if" + "(1) its strength or purity falls below ...");
 * headings between blocks are left out when the passage has more than them. A table or list block is read as the
 * plain blocks it holds (passage-shapes.ts), so its rows and items are sentences as before passages kept shape.
 */
export function sentencesOf(body: string): string[] {
  const blocks = body
    .split(/\n\s*\n/)
    .flatMap((block) => plainBlocks(shapeOf(block)))
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter((block) => block.length > 0);
  const sentences: string[] = [];
  let leadIn: string | null = null;
  for (const [index, block] of blocks.entries()) {
    if (leadIn !== null && continuesLeadIn(block)) {
      const [first = '', ...rest] = splitSentences(block);
      sentences.push(withLeadIn(leadIn, first), ...rest);
      continue;
    }
    leadIn = null;
    const next = blocks[index + 1];
    if (blocks.length > 1 && isHeading(block)) continue;
    const own = splitSentences(block);
    const last = own.at(-1);
    const opens =
      last !== undefined &&
      next !== undefined &&
      continuesLeadIn(next) &&
      (last.endsWith(':') || (openEnded.test(last) && enumerated(next)));
    if (opens) {
      // The lead-in is said with each of its items instead of alone.
      leadIn = last;
      own.pop();
    }
    sentences.push(...own);
  }
  return sentences;
}

/** Whether a sentence carries arithmetic: a worked calculation's steps ("2 x 40 = 80", "divide 1.5 by 0.75"). */
export const isCalculationStep = (sentence: string) =>
  /=|\d\s*[x×*/÷]\s*\d|\b(?:divide|multiply)/i.test(sentence) && /\d/.test(sentence);

/**
 * The passage's sentences that share most of the question's words, kept in the passage's own order. With
 * `preferSteps`, a sentence holding arithmetic counts one more (a worked example's steps are its point).
 */
export function bestSentences(
  body: string,
  questionTerms: readonly string[],
  count: number,
  preferSteps = false,
): string[] {
  const wanted = new Set(questionTerms);
  const scored = sentencesOf(body).map((sentence, position) => {
    const terms = new Set(topicTerms(sentence));
    let score = 0;
    for (const term of wanted) if (terms.has(term)) score += 1;
    if (preferSteps && score > 0 && isCalculationStep(sentence)) score += 1;
    return { sentence, position, score };
  });
  return scored
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, count)
    .sort((a, b) => a.position - b.position)
    .map(({ sentence }) => sentence);
}

/** The question's terms a set of sentences holds. */
export function termsHeld(sentences: readonly string[], questionTerms: readonly string[]): Set<string> {
  const present = new Set(sentences.flatMap((sentence) => topicTerms(sentence)));
  return new Set(questionTerms.filter((term) => present.has(term)));
}
