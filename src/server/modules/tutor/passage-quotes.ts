import type { TRetrievalHit } from '../knowledge/retrieval-types';
import { isCalculationStep, sentencesOf } from './passage-sentences';
import { csvPairs, shapeOf, type TShape } from './passage-shapes';
import { topicTerms } from './text-terms';

/**
 * What the offline answer quotes from a passage (issue 26): sentences, or a whole shaped block (a table, a list with
 * its lead-in, a CSV row's column/value pairs), never a table flattened into a sentence or a lead-in without items.
 */
export type TQuoteUnit =
  | { kind: 'sentence'; text: string }
  | { kind: 'table'; text: string; leadIn: string | null; header: string[]; rows: string[][] }
  | { kind: 'list'; text: string; leadIn: string | null; items: { marker: string; text: string }[] }
  | { kind: 'pairs'; text: string; pairs: string[] };

const isUploadedCsv = (hit: TRetrievalHit) => hit.citation.kind === 'document' && hit.citation.rowStart !== null;

/** A shaped block's unit; a lead-in paragraph's earlier sentences are sentences of their own, only its last leads in. */
function shapedUnits(shape: Exclude<TShape, { kind: 'prose' }>): TQuoteUnit[] {
  const said = shape.leadIn === null ? [] : sentencesOf(shape.leadIn);
  const leadIn = said.pop() ?? null;
  const words = shape.kind === 'table' ? [shape.header, ...shape.rows].flat() : shape.items.map((item) => item.text);
  const text = [leadIn ?? '', ...words].join(' ');
  const unit: TQuoteUnit = { ...shape, leadIn, text };
  return [...said.map((sentence) => ({ kind: 'sentence' as const, text: sentence })), unit];
}

/** A passage as quotable units in its order: runs of prose as sentences (sentencesOf joins their lead-ins), shapes whole. */
export function quoteUnits(hit: TRetrievalHit): TQuoteUnit[] {
  const units: TQuoteUnit[] = [];
  let prose: string[] = [];
  const flush = () => {
    if (prose.length > 0)
      units.push(...sentencesOf(prose.join('\n\n')).map((text) => ({ kind: 'sentence' as const, text })));
    prose = [];
  };
  for (const block of hit.body.split(/\n\s*\n/)) {
    const pairs = isUploadedCsv(hit) ? csvPairs(block.replace(/\s+/g, ' ').trim()) : null;
    const shape = shapeOf(block);
    if (pairs) {
      flush();
      units.push({ kind: 'pairs', text: pairs.join(' '), pairs });
    } else if (shape.kind === 'prose') {
      prose.push(block);
    } else {
      // A lead-in a blank line above its list or table (a text file's layout) still leads into it.
      const above = prose.at(-1)?.trim();
      if (shape.leadIn === null && above?.endsWith(':')) {
        prose.pop();
        shape.leadIn = above.replace(/\s+/g, ' ');
      }
      flush();
      units.push(...shapedUnits(shape));
    }
  }
  flush();
  return units;
}

/**
 * The units sharing most of the question's words, kept in the passage's order (bestSentences' rule, on units). With
 * `preferSteps`, a sentence holding arithmetic counts one more (a worked example's steps are its point).
 */
export function bestUnits(
  hit: TRetrievalHit,
  questionTerms: readonly string[],
  count: number,
  preferSteps = false,
): TQuoteUnit[] {
  const wanted = new Set(questionTerms);
  return quoteUnits(hit)
    .map((unit, position) => {
      const terms = new Set(topicTerms(unit.text));
      let score = 0;
      for (const term of wanted) if (terms.has(term)) score += 1;
      if (preferSteps && score > 0 && unit.kind === 'sentence' && isCalculationStep(unit.text)) score += 1;
      return { unit, position, score };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, count)
    .sort((a, b) => a.position - b.position)
    .map(({ unit }) => unit);
}
