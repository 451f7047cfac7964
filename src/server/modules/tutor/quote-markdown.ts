import type { TQuoteUnit } from './passage-quotes';
import { topicTerms } from './text-terms';

/**
 * A table's rows the question asks about: the row whose first cell the question names after the first column's
 * name ("category IV" in a table whose first column is "Category"), else the rows holding a question word the header
 * does not, else all of them. Every column is kept: the learner needs the row whole.
 */
export function rowsAsked(
  unit: Extract<TQuoteUnit, { kind: 'table' }>,
  question: string,
  terms: readonly string[],
): string[][] {
  const firstColumn = new Set(topicTerms(unit.header[0] ?? ''));
  const words = question.match(/[A-Za-z0-9.]+/g) ?? [];
  const named = new Set(
    words.filter((_, at) => at > 0 && firstColumn.has(topicTerms(words[at - 1]!)[0] ?? '')).map((w) => w.toLowerCase()),
  );
  const byName = unit.rows.filter((row) => named.has((row[0] ?? '').toLowerCase()));
  if (byName.length > 0) return byName;
  const header = new Set(topicTerms(unit.header.join(' ')));
  const asked = terms.filter((term) => !header.has(term));
  const holding = unit.rows.filter((row) => topicTerms(row.join(' ')).some((term) => asked.includes(term)));
  return holding.length > 0 ? holding : unit.rows;
}

const pipeRow = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;

/**
 * A shaped unit as Markdown ending with its citation, in one piece (cite-in-order.ts renumbers per piece). A table
 * stands apart from the evidence list (GFM tables cannot sit in a list item's line) with its [n] after it; a list
 * is nested under its lead-in, or the passage's title when it has none; a CSV row's pairs are one a line.
 */
export function shapedMarkdown(
  unit: Exclude<TQuoteUnit, { kind: 'sentence' }>,
  cite: string,
  context: { question: string; terms: readonly string[]; title: string },
): string {
  if (unit.kind === 'table') {
    const rows = rowsAsked(unit, context.question, context.terms);
    const table = [pipeRow(unit.header), `|${' --- |'.repeat(unit.header.length)}`, ...rows.map(pipeRow)].join('\n');
    return `${unit.leadIn ? `- ${unit.leadIn}\n` : ''}\n${table}\n\n${cite}\n\n`;
  }
  if (unit.kind === 'list') {
    const items = unit.items.map((item) => `  ${/\d/.test(item.marker) ? item.marker : '-'} ${item.text}`);
    return `- ${unit.leadIn ?? `${context.title}:`}\n${items.join('\n')} ${cite}\n`;
  }
  return `- ${unit.pairs.join('\\\n  ')} ${cite}\n`;
}
