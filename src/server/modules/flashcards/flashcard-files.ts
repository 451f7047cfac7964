import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { flashcardMessages as texts } from '../../../shared/domain/flashcards';
import { badRequest } from '../../http-error';

export interface TCardText {
  front: string;
  back: string;
  tags: string[];
}

/** CSV with a header row; tags are joined with "; " in one column. */
export const cardsToCsv = (cards: TCardText[]) =>
  stringify(
    cards.map((card) => [card.front, card.back, card.tags.join('; ')]),
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
    front: row.front ?? '',
    back: row.back ?? '',
    tags: (row.tags ?? '')
      .split(';')
      .map((tag) => tag.trim())
      .filter(Boolean),
  }));
}
