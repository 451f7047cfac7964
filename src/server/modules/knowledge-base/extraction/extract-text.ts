import type { TKnowledgeBaseFileKind } from '../../../../shared/domain/knowledge-base';
import { knowledgeBaseFileTexts as texts } from '../../../../shared/domain/knowledge-base-texts';
import { csvRowsAsText, readCsvTable } from './csv-table';
import { decodeText } from './decode-text';
import type { TExtractionResult } from './extraction-types';
import { extractPdfText } from './pdf-text';

/**
 * The text of a checked file, shaped for citation: PDF pages with their numbers, CSV rows with their column names and
 * row numbers, TXT as it is (newlines made "\n"). Bad input gives a typed problem, never an exception: the job that
 * calls this writes the outcome on the document's row.
 */
export async function extractText(
  kind: TKnowledgeBaseFileKind,
  bytes: Uint8Array,
  /** The charset the uploader declared for a text file (see decodeText). */
  charset?: string,
): Promise<TExtractionResult> {
  try {
    if (kind === 'pdf') return await extractPdfText(bytes);
    const decoded = decodeText(bytes, charset);
    if (!decoded.ok) return decoded;
    if (kind === 'txt') return { ok: true, kind: 'txt', status: 'ready', text: decoded.text };
    const table = readCsvTable(decoded.text);
    if (!table.ok) return table;
    return {
      ok: true,
      kind: 'csv',
      status: 'ready',
      columns: table.columns,
      rows: csvRowsAsText(table.columns, table.records),
    };
  } catch {
    // Nothing above is expected to throw; this keeps the promise of "typed results only" should a library surprise us.
    return { ok: false, code: kind === 'pdf' ? 'pdf-corrupt' : 'not-text', message: texts.unreadable };
  }
}
