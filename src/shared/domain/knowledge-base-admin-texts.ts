// Texts of /admin/knowledge-base and its calls (admin-area.md sections 2, 4, 5, 8 and 9). The spec's own words are
// kept exactly; the status words and the duplicate message are ours (issue 13).

import type { TKnowledgeDocumentStatus } from './knowledge-base';

export const knowledgeBaseSearchDebounceMs = 300;
/** Documents per page of the list (the spec gives no size; its query caps limit at 100). */
export const knowledgeBasePageSize = 10;
/** The list is asked again this often while a document is still being processed, so progress moves without reload. */
export const knowledgeBaseRefetchMs = 1500;
/** How much of the extracted text the list sends as the preview; the details call sends all of it. */
export const knowledgeBasePreviewChars = 240;

export const knowledgeBaseTexts = {
  uploadSection: 'Upload New Documents',
  documentsSection: 'Uploaded Documents',
  documentsTable: 'Documents table',
  dropPrompt: 'Drag & drop files or click to select',
  dropActive: 'Drop files here',
  dropHint: 'Supported types: .pdf, .txt, .csv (Max 10MB)',
  jurisdictionsLegend: 'Select Applicable Jurisdictions',
  filesToUpload: (count: number) => `Files to Upload (${count})`,
  appliedJurisdictions: (labels: string[]) =>
    labels.length > 0 ? `Jurisdictions applied: ${labels.join(', ')}` : 'No jurisdictions selected',
  uploadedCount: (done: number, total: number) => `${done} of ${total} file(s) uploaded successfully`,
  uploadButton: (count: number) => `Upload ${count} File(s)`,
  uploading: 'Uploading...',
  jurisdictionRequired: 'Please select at least one jurisdiction before uploading.',
  removeFile: (name: string) => `Remove ${name}`,
  unknownUploadError: 'Unknown upload error',
  queueStatus: { pending: 'Pending', uploading: 'Uploading', success: 'Uploaded', error: 'Error' },
  searchPlaceholder: 'Search by filename...',
  searchLabel: 'Search documents by filename',
  typeFilterLabel: 'Filter by file type',
  jurisdictionFilterLabel: 'Filter by jurisdiction',
  allTypes: 'All Types',
  allJurisdictions: 'All Jurisdictions',
  columns: {
    filename: 'Filename',
    type: 'Type',
    size: 'Size',
    uploadDate: 'Upload Date',
    jurisdictions: 'Jurisdictions',
    status: 'Status',
    preview: 'Preview',
    actions: 'Actions',
  },
  none: 'None',
  noPreview: 'No preview available.',
  loadError: (message: string) => `Error loading documents: ${message}`,
  retry: 'Retry',
  empty: 'No documents found.',
  viewDetails: 'View Details',
  viewDetailsOf: (name: string) => `View details of ${name}`,
  delete: 'Delete',
  deleteOf: (name: string) => `Delete ${name}`,
  deleteTitle: 'Are you sure?',
  deleteDescription:
    'This action cannot be undone. This will permanently delete the file and remove it from the knowledge base.',
  cancel: 'Cancel',
  deleting: 'Deleting...',
  deleted: 'Upload deleted successfully.',
  detailsTitle: 'Document Details',
  details: {
    filename: 'Filename',
    fileType: 'File Type',
    fileSize: 'File Size',
    uploadedBy: 'Uploaded By',
    uploadDate: 'Upload Date',
    jurisdictions: 'Jurisdictions',
    status: 'Status',
    pages: 'Pages',
    passages: 'Search passages',
    extractedText: 'Extracted Text',
  },
  bytes: (size: number) => `${size.toLocaleString('en-US')} bytes`,
  unknownUploader: 'Unknown',
  noText: 'No text extracted.',
  // Fallbacks when the server sends no error text (spec 8).
  uploadFailed: 'File upload failed',
  fetchFailed: 'Failed to fetch uploads',
  detailsFailed: 'Failed to fetch upload details',
  deleteFailed: 'Failed to delete upload',
  // Server answers.
  uploadIdRequired: 'Upload ID is required.',
  notFound: 'This document does not exist (it may have been deleted).',
  unknownJurisdiction: (value: string) => `Unknown jurisdiction: ${value}.`,
  duplicate: (filename: string, date: string) =>
    `This file is already in the knowledge base as "${filename}" (uploaded ${date}). Delete that document first to upload it again.`,
} as const;

export const knowledgeDocumentStatusTexts: Record<TKnowledgeDocumentStatus, string> = {
  processing: 'Processing',
  ready: 'Ready',
  needs_ocr: 'Needs OCR',
  ocr_running: 'OCR running',
  failed: 'Failed',
};

/** Messages the document job writes on a document's row (status_message). */
export const knowledgeDocumentJobTexts = {
  needsOcr: 'This PDF has no text layer (it looks like a scan). Its text will be read by OCR.',
  ocrPartial: (read: number, total: number) =>
    `OCR read ${read} of ${total} pages; the rest were skipped (page or time limit).`,
  ocrNoText: 'OCR found no text in this scan.',
  noText: 'No text could be extracted from this file.',
  gaveUp: (attempts: number) =>
    `Processing stopped after ${attempts} attempts. Delete the document and upload it again.`,
  fileMissing: 'The stored file is missing. Delete the document and upload it again.',
} as const;

/** The spec's size display: Bytes, KB, MB, GB, TB with 2 decimals, dividing by 1024 (admin-area.md section 9). */
export function formatFileSize(bytes: number): string {
  if (bytes === 0) return '0 Bytes';
  const units = ['Bytes', 'KB', 'MB', 'GB', 'TB'];
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  return `${Number.parseFloat((bytes / 1024 ** exponent).toFixed(2))} ${units[exponent]}`;
}
