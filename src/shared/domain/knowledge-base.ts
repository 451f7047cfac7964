// Knowledge-base uploads (admin-area.md section 9, issue 13): the kinds accepted and the size limit.

/** "Upload limit: 10 MB per file", counted the way the spec's size display counts (dividing by 1024). */
export const knowledgeBaseMaxFileBytes = 10 * 1024 * 1024;

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
