/**
 * The shape of a passage's block (issue 26, "passages keep their shape"). Passages keep tables as pipe rows and lists
 * as one item a line with its marker, each with the lead-in paragraph that ends in a colon (course/lesson-plain-text.ts,
 * knowledge-base/document-passages.ts); the tutor quotes them whole instead of as flattened sentences.
 */

export type TShape =
  | { kind: 'prose'; text: string }
  | { kind: 'table'; leadIn: string | null; header: string[]; rows: string[][] }
  | { kind: 'list'; leadIn: string | null; items: { marker: string; text: string }[] };

const itemMarker = /^([-*+•]|\d{1,3}[.)])\s+/;
const pipeRow = /^\|.*\|$/;
const separatorRow = /^\|(?:\s*:?-{3,}:?\s*\|)+$/;

/** A pipe row's cells; "\|" inside a cell is a pipe of its text. */
const cellsOf = (row: string) =>
  row
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));

const joined = (lines: readonly string[]) => lines.join(' ').replace(/\s+/g, ' ').trim() || null;

/** A block's shape: a table needs its header and separator rows; a list, a line starting with a list marker. */
export function shapeOf(block: string): TShape {
  const lines = block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const head = lines.findIndex((line) => pipeRow.test(line));
  const tableRows = lines.slice(head + 2);
  if (head >= 0 && separatorRow.test(lines[head + 1] ?? '') && tableRows.every((line) => pipeRow.test(line))) {
    return {
      kind: 'table',
      leadIn: joined(lines.slice(0, head)),
      header: cellsOf(lines[head]!),
      rows: tableRows.map(cellsOf),
    };
  }
  const first = lines.findIndex((line) => itemMarker.test(line));
  if (first < 0) return { kind: 'prose', text: joined(lines) ?? '' };
  const items: { marker: string; text: string }[] = [];
  for (const line of lines.slice(first)) {
    const marker = itemMarker.exec(line);
    // A line without a marker continues the item above it (a wrapped line of a PDF or text file).
    if (marker) items.push({ marker: marker[1]!, text: line.slice(marker[0].length) });
    else items[items.length - 1]!.text += ` ${line}`;
  }
  return { kind: 'list', leadIn: joined(lines.slice(0, first)), items };
}

/**
 * A shaped block as the plain blocks it was before passages kept shape (a lead-in paragraph, then each table row's
 * cells or each item's words): what sentence reading (direct-answer.ts, hints) works on.
 */
export function plainBlocks(shape: TShape): string[] {
  if (shape.kind === 'prose') return [shape.text];
  const lead = shape.leadIn === null ? [] : [shape.leadIn];
  if (shape.kind === 'table') return [...lead, ...[shape.header, ...shape.rows].map((row) => row.join(' '))];
  return [...lead, ...shape.items.map((item) => item.text)];
}

/** A CSV row as extraction writes it ("Product: X; Rate: 2 pt/A", csv-table.ts) split back into its column/value pairs. */
export function csvPairs(text: string): string[] | null {
  const pairs = text.split(/;\s+(?=[^:;]{1,60}:\s)/).map((pair) => pair.trim());
  return pairs.length >= 2 && pairs.every((pair) => /^[^:;]{1,60}:\s/.test(pair)) ? pairs : null;
}
