import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { backMaxChars, frontMaxChars } from '../../../../shared/domain/flashcards';
import { importedFieldText, looksLikeHtml } from './anki-html';
import { tagFromAnki, tagToAnki } from './anki-tags';
import { detectSeparator, readAnkiTextHeader } from './anki-text-format';

/** A card as it travels in and out of Anki files; `guid` is the Anki note it came from, when known. */
export interface TAnkiCard {
  front: string;
  back: string;
  tags: string[];
  guid?: string | null;
}

/** Anki reads records with the csv crate: no header row, ragged rows, `#` lines as comments, `""` inside quotes. */
const readRecords = (text: string, separator: string): string[][] =>
  parse(text, {
    delimiter: separator,
    quote: '"',
    escape: '"',
    comment: '#',
    comment_no_infix: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  });

const splitColumns = (line: string, separator: string) => readRecords(line, separator)[0] ?? [];

/** Which columns hold the front, the back and the tags, as Anki maps them for a two-field note type. */
function fieldColumns(header: ReturnType<typeof readAnkiTextHeader>, width: number) {
  const meta = new Set([header.tagsColumn, header.guidColumn, header.notetypeColumn, header.deckColumn]);
  const free = Array.from({ length: width }, (_, i) => i + 1).filter((c) => !meta.has(c));
  if (header.notetypeColumn) return { fields: free, tags: header.tagsColumn };
  const labels = header.columns ?? [];
  const byName = (name: string) => {
    const index = labels.findIndex((label, i) => label === name && !meta.has(i + 1));
    return index === -1 ? 0 : index + 1;
  };
  let front = byName('Front');
  const back = byName('Back');
  const named = labels.some(Boolean);
  if (!named) return { fields: free.slice(0, 2), tags: header.tagsColumn || (free[2] ?? 0) };
  if (!front) front = free[0] ?? 0;
  // Anki's fallback tags column: the first free column after the last field column.
  const last = Math.max(front, back);
  const tags = header.tagsColumn || (free.find((c) => c > last) ?? 0);
  return { fields: [front, back], tags };
}

/** Parses a "Notes in Plain Text" file by Anki's rules; throws when the quoting cannot be read. */
export function parseAnkiText(content: string): TAnkiCard[] {
  const text = content.replace(/^\uFEFF/, '');
  const header = readAnkiTextHeader(text, splitColumns);
  const body = text.slice(header.bodyStart);
  const records = readRecords(body, header.separator ?? detectSeparator(body));
  const width = header.columns?.length || records[0]?.length || 0;
  const columns = fieldColumns(header, width);
  const html = header.html ?? records.some((record) => record.some(looksLikeHtml));
  const cell = (record: string[], column: number) => (column ? (record[column - 1] ?? '') : '');
  const asText = (value: string, maxChars: number) => (html ? importedFieldText(value, maxChars) : value.trim());
  return records.map((record) => ({
    front: asText(cell(record, columns.fields[0] ?? 0), frontMaxChars),
    back: asText(cell(record, columns.fields[1] ?? 0), backMaxChars),
    tags: [
      ...new Set([...header.globalTags, ...cell(record, columns.tags).split(/\s+/)].filter(Boolean).map(tagFromAnki)),
    ],
    guid: cell(record, header.guidColumn) || null,
  }));
}

/**
 * The deck as Anki 2.1.55+ writes notes in plain text: tab-separated, GUID first and tags last (as Anki's own
 * export), plain text (`#html:false`, so Anki escapes it and turns line breaks into <br>). Fields are quoted when
 * they need it, and always when they start with `#`, which would otherwise make the row a comment.
 */
export function writeAnkiText(cards: TAnkiCard[], deckName: string) {
  const header = [
    '#separator:tab',
    '#html:false',
    '#notetype:Basic',
    `#deck:${deckName}`,
    '#guid column:1',
    '#tags column:4',
  ].join('\n');
  const rows = cards.map((card) => [card.guid ?? '', card.front, card.back, card.tags.map(tagToAnki).join(' ')]);
  return `${header}\n${stringify(rows, { delimiter: '\t', record_delimiter: '\n', quoted_match: [/^#/, /\r/] })}`;
}
