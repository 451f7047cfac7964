import { createHash } from 'node:crypto';
import {
  knowledgeBaseExtensions,
  knowledgeBaseMaxFileBytes,
  type TKnowledgeBaseFileKind,
} from '../../../../shared/domain/knowledge-base';
import { knowledgeBaseFileTexts as texts } from '../../../../shared/domain/knowledge-base-texts';
import { readCsvTable } from './csv-table';
import { charsetOf, decodeText } from './decode-text';
import type { TFileProblem, TUploadCheck } from './extraction-types';
import { probePdf } from './pdf-text';

/** declaredType is the part's content type; a charset parameter in it says how a text file is encoded. */
export type TUploadCandidate = { filename: string; bytes: Uint8Array; declaredType?: string };

/** Browsers report CSV under several types (Excel's among them); these are only consulted when the name has no extension. */
const declaredKinds: Record<string, TKnowledgeBaseFileKind> = {
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/csv': 'csv',
  'application/vnd.ms-excel': 'csv',
};

/**
 * Decides whether an upload can go into the knowledge base, from its content: a PDF must start with the PDF magic
 * bytes, a text file must decode as text, a CSV must parse as a table with a header row. The name (or, lacking an
 * extension, the browser's declared type) only says which of those the uploader meant; when it disagrees with the
 * content the file is refused with a message saying so. Never throws: every outcome is a typed result.
 */
export function checkUpload({ filename, bytes, declaredType }: TUploadCandidate): TUploadCheck {
  if (bytes.length === 0) return problem('empty', texts.empty);
  if (bytes.length > knowledgeBaseMaxFileBytes) return problem('too-large', texts.tooLarge);
  const claimed = claimedKind(filename, declaredType);
  if (!claimed) return problem('unsupported-type', texts.unsupportedType);

  const isPdf = hasPdfMagic(bytes);
  if (claimed === 'pdf' && !isPdf) return problem('extension-mismatch', texts.notPdf);
  if (claimed !== 'pdf' && isPdf) return problem('extension-mismatch', texts.pdfNamedOtherwise);

  if (claimed !== 'pdf') {
    const decoded = decodeText(bytes, charsetOf(declaredType));
    if (!decoded.ok) return decoded;
    if (decoded.text.trim() === '') return problem('empty', texts.empty);
    if (claimed === 'csv') {
      const table = readCsvTable(decoded.text);
      if (!table.ok) return table;
    }
  }
  return { ok: true, kind: claimed, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** checkUpload, and for a PDF that it opens: what the upload endpoint runs, in a sandbox thread. */
export async function checkKnowledgeUpload(candidate: TUploadCandidate): Promise<TUploadCheck> {
  const check = checkUpload(candidate);
  if (!check.ok || check.kind !== 'pdf') return check;
  const opens = await probePdf(candidate.bytes);
  return opens.ok ? check : opens;
}

function claimedKind(filename: string, declaredType: string | undefined): TKnowledgeBaseFileKind | undefined {
  const extension = /\.([^./\\]+)$/.exec(filename.trim())?.[1]?.toLowerCase();
  if (extension) return knowledgeBaseExtensions[extension];
  const mime = declaredType?.split(';')[0]?.trim().toLowerCase();
  return mime ? declaredKinds[mime] : undefined;
}

/**
 * "%PDF-" within the first KB: the PDF standard puts it at the start, and readers (pdf.js, Acrobat) accept a little
 * junk before it, so a file they would open is not refused here.
 */
function hasPdfMagic(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-', 0, 'latin1');
}

function problem(code: TFileProblem['code'], message: string): TFileProblem {
  return { ok: false, code, message };
}
