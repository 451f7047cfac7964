import type { TKnowledgeBaseFileKind } from '../../../../shared/domain/knowledge-base';

/** Why a file was refused or could not be read; each has its own message and, later, its own state on the row. */
export type TFileProblemCode =
  | 'too-large'
  | 'empty'
  | 'unsupported-type'
  | 'not-text'
  | 'invalid-utf8'
  | 'extension-mismatch'
  | 'csv-unreadable'
  | 'pdf-encrypted'
  | 'pdf-corrupt'
  /** Over a limit of server/.../pdf-limits.ts: pages or inflated bytes. */
  | 'pdf-too-large';

export type TFileProblem = { ok: false; code: TFileProblemCode; message: string };

export type TUploadCheck = { ok: true; kind: TKnowledgeBaseFileKind; sha256: string } | TFileProblem;

export type TPdfPage = { pageNumber: number; text: string };
export type TCsvRow = { rowNumber: number; text: string };

/**
 * A readable file. `needs-ocr` is a status, not an error: a scanned PDF is fine, its text just has to come from OCR.
 * PDF pages keep their numbers and CSV rows theirs, so a chunk can cite where it came from.
 */
export type TExtraction =
  | {
      ok: true;
      kind: 'pdf';
      status: 'ready' | 'needs-ocr';
      pageCount: number;
      pages: TPdfPage[];
      pagesWithoutText: number[];
    }
  | { ok: true; kind: 'txt'; status: 'ready'; text: string }
  | { ok: true; kind: 'csv'; status: 'ready'; columns: string[]; rows: TCsvRow[] };

export type TExtractionResult = TExtraction | TFileProblem;
