import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { flashcardMessages as texts } from '../../../shared/domain/flashcards';
import { badRequest } from '../../http-error';

export interface TCardText {
  front: string;
  back: string;
  tags: string[];
}

/**
 * A spreadsheet runs a cell that starts with = + - @ TAB or CR as a formula (OWASP, CSV injection), so such a cell is
 * written after a quote, which makes it text. A cell already starting with quotes before one of those gets one more,
 * so that reading takes exactly one off and every card comes back as it was written.
 */
const formulaLike = /^'*[=+\-@\t\r]/;
const quotedFormula = /^'+[=+\-@\t\r]/;
const asSpreadsheetText = (cell: string) => (formulaLike.test(cell) ? `'${cell}` : cell);
const fromSpreadsheetText = (cell: string) => (quotedFormula.test(cell) ? cell.slice(1) : cell);

/** CSV with a header row; tags are joined with "; " in one column. */
export const cardsToCsv = (cards: TCardText[]) =>
  stringify(
    cards.map((card) => [card.front, card.back, card.tags.join('; ')].map(asSpreadsheetText)),
    { header: true, columns: ['front', 'back', 'tags'] },
  );

export function parseCsvCards(content: string): TCardText[] {
  let rows: Record<string, string>[];
  try {
    rows = parse(content, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
  } catch {
    throw badRequest(texts.importUnreadable);
  }
  if (rows.length > 0 && !('front' in rows[0]! && 'back' in rows[0]!)) throw badRequest(texts.importUnreadable);
  return rows.map((row) => ({
    front: fromSpreadsheetText(row.front ?? ''),
    back: fromSpreadsheetText(row.back ?? ''),
    tags: fromSpreadsheetText(row.tags ?? '')
      .split(';')
      .map((tag) => tag.trim())
      .filter(Boolean),
  }));
}
