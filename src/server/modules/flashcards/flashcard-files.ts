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

// Anki's text import reads these header lines (Anki 2.1.55+): tab-separated, plain text, three named columns.
const ANKI_HEADER = '#separator:tab\n#html:false\n#columns:Front\tBack\tTags\n';
const ankiField = (text: string) => text.replace(/[\t\r\n]+/g, ' ').trim();

/** Tab-separated text that Anki imports; Anki separates tags by spaces, so spaces inside a tag become "_". */
export const cardsToAnki = (cards: TCardText[]) =>
  ANKI_HEADER +
  cards
    .map((card) =>
      [ankiField(card.front), ankiField(card.back), card.tags.map((t) => t.trim().replace(/\s+/g, '_')).join(' ')].join(
        '\t',
      ),
    )
    .join('\n') +
  '\n';

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

export function parseAnkiCards(content: string): TCardText[] {
  return content
    .split(/\r?\n/)
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [front = '', back = '', tags = ''] = line.split('\t');
      return {
        front: front.trim(),
        back: back.trim(),
        tags: tags
          .split(/\s+/)
          .filter(Boolean)
          .map((t) => t.replace(/_/g, ' ')),
      };
    });
}
