import { and, arrayOverlaps, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { TKnowledgeDocument, TKnowledgeListQuery } from '../../../shared/contract/knowledge-base';
import type { TUploadedFile } from '../../../shared/contract/uploaded-file';
import type { TJurisdiction } from '../../../shared/domain/jurisdictions';
import { knowledgeBaseMimeTypes } from '../../../shared/domain/knowledge-base';
import {
  knowledgeBasePreviewChars,
  knowledgeBaseTexts as texts,
} from '../../../shared/domain/knowledge-base-admin-texts';
import type { TDatabase } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { containsPattern } from '../../db/like';
import { knowledgeDocuments, type TUserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-error';
import type { TFilesProvider } from '../../providers/files/files-provider';
import { runSandboxedForRequest } from '../../sandbox/sandbox';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const maxFilenameLength = 255;

// Spelled out: inside a subquery Drizzle would name both columns without their tables, and "id" would be the chunk's.
const chunkCount = sql<number>`(select count(*)::int from knowledge_chunks where knowledge_chunks.document_id = knowledge_documents.id)`;

/** The columns every answer shows; the list takes only the start of the extracted text (the preview). */
const documentColumns = (textColumn: SQL<string | null>) => ({
  id: knowledgeDocuments.id,
  filename: knowledgeDocuments.filename,
  fileType: knowledgeDocuments.fileType,
  fileSize: knowledgeDocuments.fileSize,
  createdAt: knowledgeDocuments.createdAt,
  jurisdictions: knowledgeDocuments.jurisdictions,
  extractedText: textColumn,
  uploaderName: knowledgeDocuments.uploaderName,
  status: knowledgeDocuments.status,
  progress: knowledgeDocuments.progress,
  statusMessage: knowledgeDocuments.statusMessage,
  pageCount: knowledgeDocuments.pageCount,
  chunkCount,
});
const fullText = sql<string | null>`${knowledgeDocuments.extractedText}`;
const previewText = sql<string | null>`left(${knowledgeDocuments.extractedText}, ${knowledgeBasePreviewChars})`;

const uploadDate = (date: Date) => date.toISOString().slice(0, 10);

async function duplicateOf(db: TDatabase, sha256: string) {
  const [existing] = await db
    .select({ filename: knowledgeDocuments.filename, createdAt: knowledgeDocuments.createdAt })
    .from(knowledgeDocuments)
    .where(eq(knowledgeDocuments.sha256, sha256));
  return existing ? conflict(texts.duplicate(existing.filename, uploadDate(existing.createdAt))) : null;
}

export interface TUploadRequest {
  file: TUploadedFile;
  jurisdictions: TJurisdiction[];
  charset?: string;
  uploader: Pick<TUserRow, 'id' | 'displayName'>;
}

/**
 * Takes a file into the knowledge base: its content is checked (kind, encoding, table shape; a PDF must open), a
 * second copy of the same content is refused, then the file is stored and its document row written (a row that fails
 * removes the file).
 * Reading and indexing the text is the document job's work (document-worker.ts), so the answer comes at once.
 */
export async function uploadDocument(
  db: TDatabase,
  files: TFilesProvider,
  { file, jurisdictions, charset, uploader }: TUploadRequest,
): Promise<TKnowledgeDocument> {
  const filename = file.filename.trim().slice(0, maxFilenameLength) || 'upload';
  const declaredType = charset ? `${file.claimedType}; charset=${charset}` : file.claimedType;
  // Read in a sandbox thread (server/sandbox): the bytes are a stranger's file, whatever the uploader's role.
  const check = await runSandboxedForRequest(
    'checkKnowledgeUpload',
    { filename, bytes: file.bytes, declaredType },
    'request',
  );
  if (!check.ok) throw badRequest(check.message);
  const duplicate = await duplicateOf(db, check.sha256);
  if (duplicate) throw duplicate;

  const fileType = knowledgeBaseMimeTypes[check.kind];
  // The stored file keeps the declared charset, so the job reads the text the way the uploader said it is encoded.
  const storedType = charset && check.kind !== 'pdf' ? `${fileType}; charset=${charset}` : fileType;
  // The bytes first, in short statements (files-provider.ts), then the document row; a row that fails takes them back.
  const stored = await files.put(db, { bytes: file.bytes, mimeType: storedType });
  let id: string;
  try {
    const [row] = await db
      .insert(knowledgeDocuments)
      .values({
        filename,
        fileType,
        fileSize: file.bytes.byteLength,
        sha256: check.sha256,
        fileId: stored.id,
        jurisdictions,
        uploadedBy: uploader.id,
        uploaderName: uploader.displayName,
        status: 'processing',
      })
      .returning({ id: knowledgeDocuments.id });
    id = row!.id;
  } catch (error) {
    await files.remove(db, stored.id).catch(() => undefined);
    // Two uploads of the same content at once: the unique index lets one in, the other hears what the first is.
    if (isUniqueViolation(error)) throw (await duplicateOf(db, check.sha256)) ?? error;
    throw error;
  }
  return getDocument(db, id);
}

export async function listDocuments(db: TDatabase, query: TKnowledgeListQuery) {
  const filters: SQL[] = [];
  if (query.search) filters.push(ilike(knowledgeDocuments.filename, containsPattern(query.search)));
  if (query.fileType) filters.push(eq(knowledgeDocuments.fileType, query.fileType));
  if (query.jurisdictions?.length) filters.push(arrayOverlaps(knowledgeDocuments.jurisdictions, query.jurisdictions));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [uploads, [total]] = await Promise.all([
    db
      .select(documentColumns(previewText))
      .from(knowledgeDocuments)
      .where(where)
      .orderBy(desc(knowledgeDocuments.createdAt), desc(knowledgeDocuments.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(knowledgeDocuments).where(where),
  ]);
  return { uploads, total: total?.value ?? 0 };
}

export async function getDocument(db: TDatabase, id: string): Promise<TKnowledgeDocument> {
  // Not a UUID cannot name a document; asking the database would only make it complain about the type.
  if (!uuidPattern.test(id)) throw notFound(texts.notFound);
  const [row] = await db
    .select(documentColumns(fullText))
    .from(knowledgeDocuments)
    .where(eq(knowledgeDocuments.id, id));
  if (!row) throw notFound(texts.notFound);
  return row;
}

/**
 * Deletes a document, its passages (they cascade with it: the tutor can no longer cite it) and its stored file in
 * one transaction. A document job still working on it finds the row gone and writes nothing (document-worker.ts).
 */
export async function deleteDocument(db: TDatabase, files: TFilesProvider, id: string) {
  if (!uuidPattern.test(id)) throw notFound(texts.notFound);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(knowledgeDocuments)
      .where(eq(knowledgeDocuments.id, id))
      .returning({ fileId: knowledgeDocuments.fileId });
    if (!row) throw notFound(texts.notFound);
    await files.remove(tx as TDatabase, row.fileId);
  });
  return { message: texts.deleted };
}
