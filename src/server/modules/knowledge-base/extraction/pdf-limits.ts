import { constants, inflateSync } from 'node:zlib';
import {
  pdfMaxDocumentInflatedMb,
  pdfMaxPages,
  pdfMaxStreamInflatedMb,
} from '../../../../shared/domain/knowledge-base';
import { knowledgeBaseFileTexts as texts } from '../../../../shared/domain/knowledge-base-texts';
import type { TFileProblem } from './extraction-types';

// What one uploaded PDF may cost to read (issue 25). pdf.js has no limit on what its streams inflate to and decodes
// images of any size, so these are checked before pdf.js reads the file, and passed to it where it has an option.

const pdfMaxStreamInflatedBytes = pdfMaxStreamInflatedMb * 1024 * 1024;
const pdfMaxDocumentInflatedBytes = pdfMaxDocumentInflatedMb * 1024 * 1024;
/** pdf.js `maxImageSize` (width x height): a 300 dpi scan of an 11 x 17 in page is 17 megapixels. */
export const pdfMaxImagePixels = 25_000_000;

/** Options for every pdf.js open of an upload. */
export const pdfjsLimits = { verbosity: 0, maxImageSize: pdfMaxImagePixels, isEvalSupported: false } as const;

const streamKeyword = /(?<!end)stream(?:\r\n|\n|\r)/g;
/** A stream's filters start with Flate (also written /Fl in inline images). */
const flateFirst = /\/Filter\s*(?:\[\s*)?\/(?:FlateDecode|Fl)\b/;

/**
 * Inflates every Flate stream of the file under the limits above, output thrown away as it goes: a file whose streams
 * would inflate past them is a "bomb" and is refused with its reason. A stream that is not valid Flate is left for
 * pdf.js to judge. Streams are found by their keywords, the way pdf.js itself recovers a damaged file.
 */
export function checkPdfInflation(bytes: Uint8Array): TFileProblem | null {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = file.toString('latin1');
  let total = 0;
  for (const match of text.matchAll(streamKeyword)) {
    const dictionaryStart = text.lastIndexOf('obj', match.index);
    const dictionary = text.slice(Math.max(dictionaryStart, match.index - 4096), match.index);
    if (!flateFirst.test(dictionary)) continue;
    const dataStart = match.index + match[0].length;
    const dataEnd = text.indexOf('endstream', dataStart);
    const data = file.subarray(dataStart, dataEnd === -1 ? file.length : dataEnd);
    const allowed = Math.max(1, Math.min(pdfMaxStreamInflatedBytes, pdfMaxDocumentInflatedBytes - total));
    try {
      total += inflateSync(data, { maxOutputLength: allowed, finishFlush: constants.Z_SYNC_FLUSH }).length;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return inflationProblem();
      // Not Flate after all, or damaged: pdf.js decides.
    }
  }
  return null;
}

const inflationProblem = (): TFileProblem => ({ ok: false, code: 'pdf-too-large', message: texts.pdfInflatesTooMuch });

export const tooManyPages = (pageCount: number): TFileProblem | null =>
  pageCount > pdfMaxPages ? { ok: false, code: 'pdf-too-large', message: texts.pdfTooManyPages } : null;
