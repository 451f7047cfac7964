// Pure clean-up of a PDF's text, page by page: running headers and footers out, words split at line ends joined.

/**
 * Only the first and last two lines of a page can be a running header or footer; on a page of four lines or fewer only
 * the first and the last, so a short page is never all edge.
 */
function edgeDepth(lines: string[]): number {
  return lines.length > 4 ? 2 : 1;
}

/** Repetition says "header" only across enough pages: two pages that look alike may simply be alike (a form, a table). */
const minPagesForRepetition = 3;

/** "3", "- 3 -", "Page 3", "Page 3 of 9", "3 / 9", "iv": a line that is nothing but a page number. */
const pageNumberLine = /^(?:page\s+)?(?:[-–—]\s*)?(?:\d{1,4}|[ivx]{1,6})(?:\s*[-–—])?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

function lineText(line: string): string {
  return line.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** "Core Manual 14" and "Core Manual 15" have the same shape. */
function lineShape(line: string): string {
  return lineText(line).replace(/\d+/g, '#');
}

function edgeIndexes(lines: string[], depth = edgeDepth(lines)): Set<number> {
  const indexes = new Set<number>();
  for (let i = 0; i < Math.min(depth, lines.length); i++) {
    indexes.add(i);
    indexes.add(lines.length - 1 - i);
  }
  return indexes;
}

/** How many pages have each key among the lines at the given indexes. */
function pageCounts(pages: string[][], key: (line: string) => string, depth?: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const lines of pages) {
    const keys = new Set([...edgeIndexes(lines, depth)].map((i) => key(lines[i]!)));
    for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/**
 * Drops running headers and footers. An edge line goes when it is only a page number, or when the same text sits at
 * the edge of more than half of the pages (in a document of at least three). The outermost line may also
 * differ from page to page in its page number alone ("Core Manual 14"): it goes when its shape recurs like that and
 * it carries that page's own number. Body lines are never touched, and a header whose other numbers change
 * ("Chapter 3") stays: keeping a stray header costs less than losing a sentence.
 */
export function dropRunningLines(pages: string[][]): string[][] {
  const texts = pageCounts(pages, lineText);
  const shapes = pageCounts(pages, lineShape, 1);
  const mostPages = (count = 0) => pages.length >= minPagesForRepetition && count > pages.length / 2;
  return pages.map((lines, index) => {
    const edges = edgeIndexes(lines);
    const outermost = edgeIndexes(lines, 1);
    const pageNumber = new RegExp(`(^|\\D)${index + 1}(\\D|$)`);
    return lines.filter((line, i) => {
      if (!edges.has(i)) return true;
      if (pageNumberLine.test(line.trim()) || mostPages(texts.get(lineText(line)))) return false;
      return !(outermost.has(i) && pageNumber.test(line) && mostPages(shapes.get(lineShape(line))));
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
  // The split words themselves are no witness: their halves count as separate words here.
  const flat = text.replace(/[-\u00ad]\n/g, ' ').toLowerCase();
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
