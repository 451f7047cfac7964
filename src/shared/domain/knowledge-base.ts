// Knowledge-base uploads (admin-area.md section 9, issue 13): the kinds accepted and the size limit.

import { maxUploadBytes } from './upload-texts';

export const knowledgeBaseMaxFileBytes = maxUploadBytes;

export const knowledgeBaseFileKinds = ['pdf', 'txt', 'csv'] as const;
export type TKnowledgeBaseFileKind = (typeof knowledgeBaseFileKinds)[number];

/** The MIME type stored for each kind (the spec's type filter values). */
export const knowledgeBaseMimeTypes: Record<TKnowledgeBaseFileKind, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
};

/** File-name extensions the drop zone accepts, and the kind each one claims. */
export const knowledgeBaseExtensions: Record<string, TKnowledgeBaseFileKind> = {
  pdf: 'pdf',
  txt: 'txt',
  csv: 'csv',
};

/** A document's processing state (the status column of knowledge_documents). */
export const knowledgeDocumentStatuses = ['processing', 'ready', 'needs_ocr', 'ocr_running', 'failed'] as const;
export type TKnowledgeDocumentStatus = (typeof knowledgeDocumentStatuses)[number];
/** While a document is in one of these the list keeps asking, so its badge and progress move without a reload. */
export const knowledgeDocumentBusyStatuses: readonly TKnowledgeDocumentStatus[] = [
  'processing',
  'needs_ocr',
  'ocr_running',
];

/** The type filter of the list (spec 3: "Document type filter values"), with the labels the screen shows. */
export const knowledgeBaseTypeFilters = [
  { value: 'application/pdf', label: 'PDF' },
  { value: 'text/plain', label: 'Text' },
  { value: 'text/csv', label: 'CSV' },
  { value: 'application/msword', label: 'DOC' },
  { value: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'DOCX' },
] as const;
export type TKnowledgeBaseTypeFilter = (typeof knowledgeBaseTypeFilters)[number]['value'];

/** What one uploaded PDF may cost to read (issue 25; server/.../extraction/pdf-limits.ts enforces them). */
export const pdfMaxPages = 2000;
/** One stream's inflated bytes, and the whole document's: a text PDF of 2,000 pages inflates to far less. */
export const pdfMaxStreamInflatedMb = 64;
export const pdfMaxDocumentInflatedMb = 256;
