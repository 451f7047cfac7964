/**
 * Splits text into search passages along its structure. Blocks are the smallest units a passage is built from
 * (a paragraph, a heading's body, a table row); they are packed in order until a passage holds about `targetWords`,
 * and the next passage repeats the last block(s) up to `overlapWords`, so a fact that straddles the cut is found
 * from either side. A single block longer than `maxWords` is cut at sentence ends (or, failing that, at words).
 * Where each block came from (a PDF page, a CSV row) travels with it, so a passage knows what to cite.
 */

export interface TBlock {
  text: string;
  /** 1-based PDF page or CSV data row the block came from. */
  page?: number;
  row?: number;
}

export interface TPassage {
  text: string;
  pageStart: number | null;
  pageEnd: number | null;
  rowStart: number | null;
  rowEnd: number | null;
}

export interface TPassageOptions {
  targetWords?: number;
  maxWords?: number;
  overlapWords?: number;
}

const wordCount = (text: string) => (text.match(/\S+/g) ?? []).length;

function splitLongBlock(block: TBlock, maxWords: number): TBlock[] {
  if (wordCount(block.text) <= maxWords) return [block];
  const sentences = block.text.match(/[^.!?]+(?:[.!?]+["')\]]*\s*|$)/g) ?? [block.text];
  const pieces: TBlock[] = [];
  let current: string[] = [];
  let words = 0;
  const flush = () => {
    if (current.length > 0) pieces.push({ ...block, text: current.join('').trim() });
    current = [];
    words = 0;
  };
  for (const sentence of sentences) {
    const count = wordCount(sentence);
    if (count > maxWords) {
      flush();
      const tokens = sentence.trim().split(/\s+/);
      for (let i = 0; i < tokens.length; i += maxWords) {
        pieces.push({ ...block, text: tokens.slice(i, i + maxWords).join(' ') });
      }
      continue;
    }
    if (words + count > maxWords) flush();
    current.push(sentence);
    words += count;
  }
  flush();
  return pieces.filter((piece) => piece.text.length > 0);
}

function toPassage(blocks: TBlock[]): TPassage {
  const pages = blocks.map((block) => block.page).filter((page): page is number => page !== undefined);
  const rows = blocks.map((block) => block.row).filter((row): row is number => row !== undefined);
  return {
    text: blocks.map((block) => block.text).join('\n\n'),
    pageStart: pages.length > 0 ? Math.min(...pages) : null,
    pageEnd: pages.length > 0 ? Math.max(...pages) : null,
    rowStart: rows.length > 0 ? Math.min(...rows) : null,
    rowEnd: rows.length > 0 ? Math.max(...rows) : null,
  };
}

export function splitPassages(input: TBlock[], options: TPassageOptions = {}): TPassage[] {
  const targetWords = options.targetWords ?? 300;
  const maxWords = options.maxWords ?? 450;
  const overlapWords = options.overlapWords ?? 40;
  const blocks = input
    .map((block) => ({ ...block, text: block.text.trim() }))
    .filter((block) => block.text.length > 0)
    .flatMap((block) => splitLongBlock(block, maxWords));

  const passages: TPassage[] = [];
  let current: TBlock[] = [];
  let words = 0;
  let fresh = 0; // blocks in `current` that no earlier passage holds
  for (const block of blocks) {
    const count = wordCount(block.text);
    if (current.length > 0 && words + count > targetWords && fresh > 0) {
      passages.push(toPassage(current));
      // Carry the tail over as overlap, but never a tail so long that it crowds out new text.
      const carried: TBlock[] = [];
      let carriedWords = 0;
      for (let i = current.length - 1; i >= 0; i--) {
        const candidate = current[i] as TBlock;
        const candidateWords = wordCount(candidate.text);
        if (carriedWords + candidateWords > overlapWords) break;
        carried.unshift(candidate);
        carriedWords += candidateWords;
      }
      current = carried;
      words = carriedWords;
      fresh = 0;
    }
    current.push(block);
    words += count;
    fresh += 1;
  }
  if (fresh > 0) passages.push(toPassage(current));
  return passages;
}
