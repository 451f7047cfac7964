import { splitPassages, type TBlock, type TPassage } from '../knowledge/passages';
import type { TExtraction, TPdfPage } from './extraction/extraction-types';

/** A search passage of a document with the heading it is filed under (file name, then the section if one was seen). */
export interface TDocumentPassage extends TPassage {
  heading: string;
}

export interface TDocumentText {
  extractedText: string;
  pageCount: number | null;
  passages: TDocumentPassage[];
}

interface TSection {
  title: string | null;
  blocks: TBlock[];
}

/**
 * A table's pipe row or a list item's first line: it keeps its own line in the block (a wrapped line of prose is
 * joined with a space), so the tutor can quote the table or list whole (tutor/passage-shapes.ts, issue 26).
 */
const shapedLine = /^(?:\|.*\||[-*+•]\s|\d{1,3}[.)]\s)/;

/**
 * Lines taken as section headings. Deliberately narrow (Markdown headings, numbered "Chapter 3"-style titles, short
 * ALL-CAPS lines without digits): a false heading cuts a passage short and files it under a wrong title, a missed
 * one only costs the heading boost in ranking.
 */
export function headingOf(line: string): string | null {
  const text = line.trim();
  if (shapedLine.test(text)) return null;
  const markdown = /^#{1,6}\s+(.+)$/.exec(text);
  if (markdown?.[1]) return markdown[1].trim();
  if (text.length > 80 || /[.,;!?]$/.test(text)) return null;
  if (/^(chapter|section|part|unit|module|appendix)\s+[\dIVXLC]+[A-Z]?\b/i.test(text)) return text;
  const letters = text.replace(/[^\p{L}]/gu, '');
  const words = text.split(/\s+/).length;
  // Digits in an ALL-CAPS line mostly mean a table row of codes and rates ("REI 12 H"), not a title.
  const allCaps = letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  if (letters.length >= 4 && words <= 10 && allCaps && !/\d/.test(text)) {
    return text;
  }
  return null;
}

/** Lines grouped into sections at headings; each run of lines between headings (or page ends) becomes one block. */
function linesIntoSections(sources: { lines: string[]; page?: number }[], breakAtBlankLines: boolean): TSection[] {
  const sections: TSection[] = [{ title: null, blocks: [] }];
  for (const source of sources) {
    let pending: string[] = [];
    const flush = () => {
      const text = pending
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .reduce((block, line) => (block === '' ? line : `${block}${shapedLine.test(line) ? '\n' : ' '}${line}`), '');
      if (text) sections.at(-1)?.blocks.push({ text, page: source.page });
      pending = [];
    };
    for (const line of source.lines) {
      const title = headingOf(line);
      if (title) {
        flush();
        sections.push({ title, blocks: [] });
      } else if (breakAtBlankLines && line.trim() === '') {
        flush();
      } else {
        pending.push(line);
      }
    }
    flush();
  }
  return sections.filter((section) => section.blocks.length > 0);
}

function sectionPassages(filename: string, sections: TSection[]): TDocumentPassage[] {
  return sections.flatMap((section) => {
    const heading = section.title ? `${filename} › ${section.title}` : filename;
    return splitPassages(section.blocks).map((passage) => ({ ...passage, heading }));
  });
}

export function pdfPagesText(filename: string, pages: TPdfPage[], pageCount: number): TDocumentText {
  const sections = linesIntoSections(
    pages.map((page) => ({ lines: page.text.split('\n'), page: page.pageNumber })),
    true,
  );
  return {
    extractedText: pages
      .map((page) => page.text.trim())
      .filter(Boolean)
      .join('\n\n'),
    pageCount,
    passages: sectionPassages(filename, sections),
  };
}

/**
 * The extracted text of a document, its page count and its search passages: PDF pages keep their numbers, CSV rows
 * theirs (each row one block, so a passage is whole rows), plain text is cut at blank lines and headings.
 */
export function documentText(filename: string, extraction: TExtraction): TDocumentText {
  if (extraction.kind === 'pdf') return pdfPagesText(filename, extraction.pages, extraction.pageCount);
  if (extraction.kind === 'csv') {
    const blocks = extraction.rows.map((row) => ({ text: row.text, row: row.rowNumber }));
    return {
      extractedText: extraction.rows.map((row) => row.text).join('\n'),
      pageCount: null,
      passages: splitPassages(blocks).map((passage) => ({ ...passage, heading: filename })),
    };
  }
  const sections = linesIntoSections([{ lines: extraction.text.split('\n') }], true);
  return { extractedText: extraction.text.trim(), pageCount: null, passages: sectionPassages(filename, sections) };
}
