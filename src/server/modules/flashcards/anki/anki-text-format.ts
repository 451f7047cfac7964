// The header of Anki's "Notes in Plain Text" files (rslib/src/import_export/text/csv/metadata.rs): `#key:value` lines
// at the top of the file, and an optional first line `tags:...` before them.

/** Anki tries the separators in this order when the file names none (its `Delimiter` enum order). */
export const ankiSeparators = [
  { name: 'tab', char: '\t' },
  { name: 'pipe', char: '|' },
  { name: 'semicolon', char: ';' },
  { name: 'colon', char: ':' },
  { name: 'comma', char: ',' },
  { name: 'space', char: ' ' },
] as const;

export interface TAnkiTextHeader {
  separator: string | null;
  html: boolean | null;
  globalTags: string[];
  columns: string[] | null;
  /** One-based column numbers; 0 when the file has no such column. */
  tagsColumn: number;
  guidColumn: number;
  notetypeColumn: number;
  deckColumn: number;
  /** Where the records start. */
  bodyStart: number;
}

const splitTags = (value: string) => value.split(/\s+/).filter(Boolean);

/**
 * Anki trims anything after the first non-alphanumeric character that follows the value's first character, so a
 * header line exported by mistake as a record (`#separator:tab\t\t`) still reads, and `#separator:,` keeps its comma.
 */
function trimmedValue(value: string) {
  const chars = [...value];
  if (chars.length < 2) return value;
  const rest = chars.slice(1).join('');
  const cut = rest.search(/[^A-Za-z0-9]/);
  return cut === -1 ? value : chars[0] + rest.slice(0, cut);
}

const separatorFrom = (value: string) =>
  ankiSeparators.find((s) => value.toLowerCase().trim() === s.name || value === s.char)?.char ?? null;
const columnNumber = (value: string) => {
  const n = Number(value.trim());
  return Number.isInteger(n) && n >= 0 ? n : null;
};

/** Reads the header lines; `splitColumns` reads the `#columns` line with the separator known at that point. */
export function readAnkiTextHeader(text: string, splitColumns: (line: string, separator: string) => string[]) {
  const header: TAnkiTextHeader = {
    separator: null,
    html: null,
    globalTags: [],
    columns: null,
    tagsColumn: 0,
    guidColumn: 0,
    notetypeColumn: 0,
    deckColumn: 0,
    bodyStart: 0,
  };
  let offset = 0;
  let first = true;
  while (offset < text.length) {
    const end = text.indexOf('\n', offset);
    const next = end === -1 ? text.length : end + 1;
    const line = text.slice(offset, next).replace(/\r?\n$/, '');
    if (first && line.startsWith('tags:')) header.globalTags = splitTags(line.slice(5));
    else if (line.startsWith('#')) readHeaderLine(line.slice(1), header, splitColumns);
    else break;
    first = false;
    offset = next;
  }
  header.bodyStart = offset;
  return header;
}

function readHeaderLine(
  line: string,
  header: TAnkiTextHeader,
  splitColumns: (line: string, separator: string) => string[],
) {
  const colon = line.indexOf(':');
  if (colon === -1) return; // a comment
  const key = line.slice(0, colon).trim().toLowerCase();
  const value = line.slice(colon + 1);
  const trimmed = trimmedValue(value);
  switch (key) {
    case 'separator':
      header.separator = separatorFrom(trimmed) ?? header.separator;
      break;
    case 'html':
      if (/^(true|false)$/i.test(trimmed)) header.html = trimmed.toLowerCase() === 'true';
      break;
    case 'tags':
      header.globalTags = splitTags(value);
      break;
    case 'columns':
      header.columns = splitColumns(value, header.separator ?? '\t');
      break;
    case 'tags column':
      header.tagsColumn = columnNumber(trimmed) ?? header.tagsColumn;
      break;
    case 'guid column':
      header.guidColumn = columnNumber(trimmed) ?? header.guidColumn;
      break;
    case 'notetype column':
      header.notetypeColumn = columnNumber(trimmed) ?? header.notetypeColumn;
      break;
    case 'deck column':
      header.deckColumn = columnNumber(trimmed) ?? header.deckColumn;
      break;
  }
}

/** Anki's fallback: the first separator it finds in the first 8 KiB of records; space when none. */
export const detectSeparator = (body: string) =>
  ankiSeparators.find((s) => body.slice(0, 8192).includes(s.char))?.char ?? ' ';
