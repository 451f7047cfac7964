import { parse } from 'csv-parse/sync';
import { knowledgeBaseFileTexts as texts } from '../../../../shared/domain/knowledge-base-texts';
import type { TCsvRow, TFileProblem } from './extraction-types';

export type TCsvTable = { ok: true; columns: string[]; records: string[][] } | TFileProblem;

/**
 * Reads decoded CSV text as a table whose first row names the columns. Every row must have as many fields as the
 * header (csv-parse's default): a ragged file is more often prose named .csv than a table, and guessing which value
 * belongs to which column would put wrong facts under a column name.
 */
export function readCsvTable(text: string): TCsvTable {
  let rows: string[][];
  try {
    rows = parse(text, { skip_empty_lines: true, trim: true });
  } catch (error) {
    return { ok: false, code: 'csv-unreadable', message: texts.csvUnreadable(describeCsvError(error)) };
  }
  const [header, ...records] = rows;
  if (!header || header.some((name) => name === '')) {
    return { ok: false, code: 'csv-unreadable', message: texts.csvNoHeader };
  }
  const seen = new Set<string>();
  for (const name of header) {
    const key = name.toLowerCase();
    if (seen.has(key)) return { ok: false, code: 'csv-unreadable', message: texts.csvDuplicateColumn(name) };
    seen.add(key);
  }
  if (records.length === 0) return { ok: false, code: 'csv-unreadable', message: texts.csvNoRows };
  return { ok: true, columns: header, records };
}

/** "Product: X; Rate: 2 pt/A": each value under its column's name; empty cells say nothing and are left out. */
export function csvRowsAsText(columns: string[], records: string[][]): TCsvRow[] {
  return records
    .map((record, index) => ({
      rowNumber: index + 1,
      text: record
        .map((value, column) => (value === '' ? '' : `${columns[column]}: ${value}`))
        .filter(Boolean)
        .join('; '),
    }))
    .filter((row) => row.text !== '');
}

function describeCsvError(error: unknown): string {
  const lines = (error as { lines?: number }).lines;
  const code = (error as { code?: string }).code;
  const what =
    code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH'
      ? 'a row has a different number of fields than the header'
      : code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'a quoted field is never closed'
        : 'the table structure is not valid';
  return lines ? `${what} (line ${lines})` : what;
}
