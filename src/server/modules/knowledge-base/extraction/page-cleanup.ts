// Pure clean-up of a PDF's text, page by page: running headers and footers out, words split at line ends joined.

/** Only the first and last lines of a page can be a running header or footer. */
const edgeLines = 2;

/** "3", "- 3 -", "Page 3", "Page 3 of 9", "3 / 9", "iv": a line that is nothing but a page number. */
const pageNumberLine = /^(?:page\s+)?(?:[-–—]\s*)?(?:\d{1,4}|[ivxlc]{1,7})(?:\s*[-–—])?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

/** Lines that differ only in their numbers ("Chapter 2 · Page 14") are the same running header. */
function lineShape(line: string): string {
  return line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

function edgeIndexes(lines: string[]): number[] {
  const indexes = new Set<number>();
  for (let i = 0; i < Math.min(edgeLines, lines.length); i++) {
    indexes.add(i);
    indexes.add(lines.length - 1 - i);
  }
  return [...indexes];
}

/**
 * Drops running headers and footers: an edge line whose shape recurs at the edge of more than half of the pages
 * (and on at least two), and any edge line that is only a page number. Body lines are never touched, so a sentence
 * that happens to repeat inside the text stays.
 */
export function dropRunningLines(pages: string[][]): string[][] {
  const pagesWithShape = new Map<string, number>();
  for (const lines of pages) {
    const shapes = new Set(edgeIndexes(lines).map((i) => lineShape(lines[i]!)));
    for (const shape of shapes) pagesWithShape.set(shape, (pagesWithShape.get(shape) ?? 0) + 1);
  }
  const recurring = (shape: string) => {
    const count = pagesWithShape.get(shape) ?? 0;
    return count >= 2 && count > pages.length / 2;
  };
  return pages.map((lines) => {
    const edges = new Set(edgeIndexes(lines));
    return lines.filter((line, i) => {
      if (!edges.has(i)) return true;
      return !(pageNumberLine.test(line.trim()) || recurring(lineShape(line)));
    });
  });
}

/**
 * Whole words that start real compounds in this field ("restricted-use", "non-target", "re-entry"): a line break after
 * one of them and its hyphen keeps the hyphen unless the document itself writes the joined word.
 */
const compoundFirstParts = new Set([
  'all',
  'anti',
  'broad',
  'co',
  'cross',
  'double',
  'end',
  'federal',
  'general',
  'half',
  'high',
  'label',
  'long',
  'low',
  'multi',
  'narrow',
  'non',
  'off',
  'on',
  'over',
  'post',
  'pre',
  'ready',
  're',
  'restricted',
  'self',
  'semi',
  'short',
  'single',
  'slow',
  'state',
  'two',
  'three',
  'under',
  'water',
  'well',
  'wide',
]);

const splitAtLineEnd = /([\p{L}]+)[-\u00ad]\n([\p{Ll}][\p{L}]*)/gu;

/**
 * Joins words that typesetting split across lines ("pesti-\ncide" -> "pesticide") and keeps real hyphens that just
 * happen to fall at a line end ("restricted-\nuse" -> "restricted-use"). The document is the first witness: if it
 * writes the hyphenated form elsewhere the hyphen stays, if it writes the joined word elsewhere they are joined.
 * Without a witness, a break after a known compound-forming word keeps its hyphen; any other break is a split word.
 * A soft hyphen (U+00AD) always marks a split.
 */
export function joinHyphenatedLineEnds(text: string): string {
  const flat = text.replace(/[-\u00ad]\n/g, '\u0000').toLowerCase();
  const words = new Set(flat.match(/[\p{L}-]+/gu) ?? []);
  return text.replace(splitAtLineEnd, (match, left: string, right: string) => {
    const joined = `${left}${right}`;
    if (match.includes('\u00ad')) return joined;
    const hyphenated = `${left}-${right}`.toLowerCase();
    if (words.has(hyphenated)) return `${left}-${right}`;
    if (words.has(joined.toLowerCase())) return joined;
    return compoundFirstParts.has(left.toLowerCase()) ? `${left}-${right}` : joined;
  });
}
