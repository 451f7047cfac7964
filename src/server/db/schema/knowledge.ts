import { sql } from 'drizzle-orm';
import { index, integer, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { knowledgeDocumentStatuses } from '../../../shared/domain/knowledge-base';
import { tsvector } from './column-types';
import { storedFiles } from './stored-files';
import { users } from './users';

// The states are shared with the browser (the list's badges); kept importable from here as before.
export { knowledgeDocumentStatuses, type TKnowledgeDocumentStatus } from '../../../shared/domain/knowledge-base';

/**
 * A document an admin uploaded to the knowledge base (admin-area.md, /admin/knowledge-base). The row is written with
 * the file at upload; extraction, chunking and OCR run later as jobs that claim the row (status + locked_until), so
 * they survive a restart and run once across instances.
 */
export const knowledgeDocuments = pgTable(
  'knowledge_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    filename: text('filename').notNull(),
    /** The MIME type of the kind decided from the content (application/pdf, text/plain, text/csv). */
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    /** Same content, same hash: a second upload of it is refused. */
    sha256: text('sha256').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    jurisdictions: text('jurisdictions').array().notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The uploader's name when they uploaded, so the details dialog still says who after the account is gone. */
    uploaderName: text('uploader_name'),
    status: text('status', { enum: knowledgeDocumentStatuses }).notNull().default('processing'),
    /** 0-100, for the list's progress bar while a job runs. */
    progress: integer('progress').notNull().default(0),
    /** Why processing failed or stopped short, in words for the admin. */
    statusMessage: text('status_message'),
    pageCount: integer('page_count'),
    extractedText: text('extracted_text'),
    attempts: integer('attempts').notNull().default(0),
    /** A job that claims the document holds it until then; a crashed instance's claim simply runs out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('knowledge_documents_sha256_idx').on(table.sha256),
    index('knowledge_documents_status_idx').on(table.status),
    index('knowledge_documents_created_idx').on(table.createdAt),
  ],
);
export type TKnowledgeDocumentRow = typeof knowledgeDocuments.$inferSelect;

export const knowledgeChunkSources = ['document', 'lesson', 'glossary', 'question'] as const;
export type TKnowledgeChunkSource = (typeof knowledgeChunkSources)[number];

/**
 * The one search index the tutor and the generators read (through the retrieval service only): passages of uploaded
 * documents and of the content pack, each with its jurisdictions and what to cite. The search vector is generated,
 * so no writer can forget it; headings weigh more than body text.
 */
export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: knowledgeChunkSources }).notNull(),
    /** Set for document chunks: deleting the document deletes its chunks with it. */
    documentId: uuid('document_id').references(() => knowledgeDocuments.id, { onDelete: 'cascade' }),
    /** The content pack's id of the lesson, glossary term or question. */
    sourceId: text('source_id'),
    /** The lesson section a lesson or question chunk cites. */
    sectionId: text('section_id'),
    /** PDF pages the passage spans (1-based), for "page 4" citations. */
    pageStart: integer('page_start'),
    pageEnd: integer('page_end'),
    /** CSV data rows the passage spans (1-based, header excluded). */
    rowStart: integer('row_start'),
    rowEnd: integer('row_end'),
    /** Heading path or title: "Lesson title › Section title", a document's heading, a glossary term. */
    heading: text('heading').notNull().default(''),
    body: text('body').notNull(),
    jurisdictions: text('jurisdictions').array().notNull(),
    /** Order within its source. */
    position: integer('position').notNull().default(0),
    /** The content pack version a pack chunk was built from; null for documents. */
    packVersion: text('pack_version'),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(heading, '')), 'A') || setweight(to_tsvector('english', body), 'B')`,
      ),
    /** Filled only when an embeddings endpoint is configured: the vector lane of retrieval. */
    embedding: real('embedding').array(),
    embeddingModel: text('embedding_model'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('knowledge_chunks_search_idx').using('gin', table.search),
    index('knowledge_chunks_jurisdictions_idx').using('gin', table.jurisdictions),
    index('knowledge_chunks_document_idx').on(table.documentId),
    index('knowledge_chunks_source_idx').on(table.source, table.sourceId),
  ],
);
export type TKnowledgeChunkRow = typeof knowledgeChunks.$inferSelect;

/** Which content pack version the index holds; the indexer rebuilds the pack's chunks when it differs. */
export const knowledgeIndexState = pgTable('knowledge_index_state', {
  id: integer('id').primaryKey().default(1),
  packVersion: text('pack_version').notNull(),
  chunkCount: integer('chunk_count').notNull(),
  indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
});
