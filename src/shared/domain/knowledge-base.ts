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
