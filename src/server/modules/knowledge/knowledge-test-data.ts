import { createHash } from 'node:crypto';
import type { TDatabase } from '../../db/client';
import { knowledgeChunks, knowledgeDocuments, storedFiles } from '../../db/schema';

/**
 * An uploaded document as the ingestion job leaves it (file, document row, chunks), written straight to the tables,
 * so retrieval can be tested without the upload pipeline.
 */
export async function insertTestDocument(
  db: TDatabase,
  input: { filename: string; jurisdictions: string[]; pages: { page: number; heading: string; text: string }[] },
) {
  const bytes = Buffer.from(input.pages.map((page) => page.text).join('\n'));
  const sha256 = createHash('sha256').update(bytes).update(input.filename).digest('hex');
  const [file] = await db
    .insert(storedFiles)
    .values({ mimeType: 'application/pdf', size: bytes.length, sha256, bytes })
    .returning();
  const [document] = await db
    .insert(knowledgeDocuments)
    .values({
      filename: input.filename,
      fileType: 'application/pdf',
      fileSize: bytes.length,
      sha256,
      fileId: file!.id,
      jurisdictions: input.jurisdictions,
      status: 'ready',
      pageCount: input.pages.length,
    })
    .returning();
  await db.insert(knowledgeChunks).values(
    input.pages.map((page, position) => ({
      source: 'document' as const,
      documentId: document!.id,
      pageStart: page.page,
      pageEnd: page.page,
      heading: page.heading,
      body: page.text,
      jurisdictions: input.jurisdictions,
      position,
    })),
  );
  return document!;
}
