import { getDocumentProxy } from 'unpdf';
import { knowledgeBaseFileTexts as texts } from '../../../../shared/domain/knowledge-base-texts';
import type { TExtractionResult, TFileProblem } from './extraction-types';
import { dropRunningLines, joinHyphenatedLineEnds } from './page-cleanup';
import { checkPdfInflation, pdfjsLimits, tooManyPages } from './pdf-limits';

type TTextItem = { str: string; hasEOL: boolean; transform: number[]; height: number };
type TPdf = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * Reads a PDF page by page with unpdf (pdf.js built for servers: no worker, no canvas, which text extraction never
 * needs). pdf.js names its failures: a PasswordException is a protected file, anything else while opening is a damaged
 * one. A document whose pages give no letters at all is a scan: status "needs-ocr", not an error.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<TExtractionResult> {
  const opened = await openPdf(bytes);
  if (!opened.ok) return opened;
  const { pdf } = opened;
  try {
    const rawPages: string[][] = [];
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      const content = await (await pdf.getPage(pageNumber)).getTextContent();
      rawPages.push(pageLines(content.items as TTextItem[]));
    }
    const pages = dropRunningLines(rawPages).map((lines, index) => ({
      pageNumber: index + 1,
      text: joinHyphenatedLineEnds(lines.join('\n')),
    }));
    const pagesWithoutText = pages.filter((page) => !/[\p{L}\p{N}]/u.test(page.text)).map((page) => page.pageNumber);
    const status = pagesWithoutText.length === pages.length ? 'needs-ocr' : 'ready';
    return { ok: true, kind: 'pdf', status, pageCount: pdf.numPages, pages, pagesWithoutText };
  } catch {
    // A file that opens but breaks while its pages are read (a cut-off content stream) is damaged too.
    return { ok: false, code: 'pdf-corrupt', message: texts.pdfCorrupt };
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

/**
 * Opens an uploaded PDF within the limits of pdf-limits.ts: complete (see below), not a bomb, not encrypted, at most
 * pdfMaxPages pages. pdf.js names its failures: a PasswordException is a protected file, anything else while opening
 * is a damaged one. The caller destroys the document it gets.
 */
export async function openPdf(bytes: Uint8Array): Promise<TFileProblem | { ok: true; pdf: TPdf }> {
  if (!endsWithEofMarker(bytes)) return { ok: false, code: 'pdf-corrupt', message: texts.pdfCorrupt };
  const bomb = checkPdfInflation(bytes);
  if (bomb) return bomb;
  let pdf: TPdf;
  try {
    // A copy: pdf.js may take over the buffer it is given, and the caller still owns these bytes.
    pdf = await getDocumentProxy(new Uint8Array(bytes), pdfjsLimits);
  } catch (error) {
    return (error as { name?: string }).name === 'PasswordException'
      ? { ok: false, code: 'pdf-encrypted', message: texts.pdfEncrypted }
      : { ok: false, code: 'pdf-corrupt', message: texts.pdfCorrupt };
  }
  const tooLong = tooManyPages(pdf.numPages);
  if (!tooLong) return { ok: true, pdf };
  await pdf.destroy().catch(() => undefined);
  return tooLong;
}

/**
 * Whether a PDF opens at all: a cut-off file, a damaged one, a protected one or one over the limits is refused at
 * upload, where the admin sees the reason on the file's row, instead of becoming a failed document later. Only the
 * cross-reference table is read by pdf.js here; the pages are read by the document job.
 */
export async function probePdf(bytes: Uint8Array): Promise<TFileProblem | { ok: true }> {
  const opened = await openPdf(bytes);
  if (!opened.ok) return opened;
  await opened.pdf.destroy().catch(() => undefined);
  return { ok: true };
}

/**
 * Groups pdf.js text items into lines. An item ends a line when pdf.js says so (hasEOL) or when the next item sits
 * lower or higher on the page by more than half a line: some producers never set hasEOL.
 */
function pageLines(items: TTextItem[]): string[] {
  const lines: string[] = [];
  let current = '';
  let lastY: number | undefined;
  let lastHeight = 0;
  const endLine = () => {
    const line = current.replace(/\s+/g, ' ').trim();
    if (line !== '') lines.push(line);
    current = '';
  };
  for (const item of items) {
    const y = item.transform[5] ?? 0;
    if (item.str !== '' && lastY !== undefined && Math.abs(y - lastY) > Math.max(lastHeight, item.height, 1) / 2) {
      endLine();
    }
    current += item.str;
    if (item.str !== '') {
      lastY = y;
      lastHeight = item.height;
    }
    if (item.hasEOL) endLine();
  }
  endLine();
  return lines;
}

/**
 * A complete PDF ends with "%%EOF" (writers may add a little trailing junk; Acrobat allows 1 KB). pdf.js can rebuild a
 * cut-off file and would hand back its first pages as if that were all; such a file is refused instead, so the
 * knowledge base never holds half a document.
 */
function endsWithEofMarker(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  return tail.includes('%%EOF');
}
