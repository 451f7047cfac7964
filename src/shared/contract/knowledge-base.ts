import { z } from 'zod';
import { jurisdictions, type TJurisdiction } from '../domain/jurisdictions';
import { knowledgeBaseTypeFilters, knowledgeDocumentStatuses } from '../domain/knowledge-base';
import { knowledgeBasePageSize, knowledgeBaseTexts as texts } from '../domain/knowledge-base-admin-texts';
import { endpoint } from './endpoint';
import { ZUploadedFile } from './uploaded-file';

const jurisdictionValues = new Set<string>(jurisdictions.map((j) => j.value));

/**
 * Jurisdictions as the spec sends them: one comma-joined text. Each must be a known value; none at all reads the
 * screen's own warning, so a caller that skips the screen learns the same rule.
 */
const ZJurisdictionList = (emptyMessage: string | undefined) =>
  z.string({ error: emptyMessage ?? texts.jurisdictionRequired }).transform((joined, ctx) => {
    const values = [...new Set(joined.split(',').map((value) => value.trim()))].filter((value) => value !== '');
    const unknown = values.find((value) => !jurisdictionValues.has(value));
    if (unknown !== undefined)
      ctx.addIssue({ code: 'custom', message: texts.unknownJurisdiction(unknown.slice(0, 40)) });
    else if (values.length === 0 && emptyMessage) ctx.addIssue({ code: 'custom', message: emptyMessage });
    return values as TJurisdiction[];
  });

/** A knowledge-base document as the list and the details dialog show it (spec 3, plus its processing state). */
export const ZKnowledgeDocument = z.object({
  id: z.string(),
  filename: z.string(),
  /** The MIME type decided from the content. */
  fileType: z.string(),
  fileSize: z.number().int(),
  createdAt: z.date(),
  jurisdictions: z.array(z.string()),
  /** The whole text in the details call; the list sends a shortened preview. */
  extractedText: z.string().nullable(),
  uploaderName: z.string().nullable(),
  status: z.enum(knowledgeDocumentStatuses),
  progress: z.number().int().min(0).max(100),
  statusMessage: z.string().nullable(),
  pageCount: z.number().int().nullable(),
  /** Search passages the document is indexed as. */
  chunkCount: z.number().int(),
});
export type TKnowledgeDocument = z.infer<typeof ZKnowledgeDocument>;

export const ZKnowledgeUpload = z.strictObject({
  file: ZUploadedFile,
  jurisdictions: ZJurisdictionList(texts.jurisdictionRequired),
  /**
   * The charset of a text file that is not UTF-8 (windows-1252, iso-8859-1, ...). The multipart parser drops the
   * parameters of a file part's content type, so a caller declares it here.
   */
  charset: z.string().trim().max(40).optional(),
});

/** Takes one file into the knowledge base; it is read and indexed afterwards by the document job. */
export const uploadKnowledgeDocument = endpoint({
  method: 'POST',
  path: '/_api/ai/upload',
  access: 'admin',
  input: ZKnowledgeUpload,
  response: z.object({ upload: ZKnowledgeDocument }),
  encoding: 'multipart',
  fallbackError: texts.uploadFailed,
});

export const ZKnowledgeListQuery = z.strictObject({
  search: z.string().trim().max(200).optional(),
  fileType: z.enum(knowledgeBaseTypeFilters.map((filter) => filter.value)).optional(),
  jurisdictions: ZJurisdictionList(undefined).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(knowledgeBasePageSize),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});
export type TKnowledgeListQuery = z.infer<typeof ZKnowledgeListQuery>;

export const listKnowledgeDocuments = endpoint({
  method: 'GET',
  path: '/_api/admin/uploads',
  access: 'admin',
  input: ZKnowledgeListQuery,
  response: z.object({ uploads: z.array(ZKnowledgeDocument), total: z.number().int() }),
  encoding: 'superjson',
  fallbackError: texts.fetchFailed,
});

const ZUploadId = z.string({ error: texts.uploadIdRequired }).trim().min(1, texts.uploadIdRequired).max(100);

export const getKnowledgeDocument = endpoint({
  method: 'GET',
  path: '/_api/admin/upload',
  access: 'admin',
  input: z.strictObject({ id: ZUploadId }),
  response: z.object({ upload: ZKnowledgeDocument }),
  encoding: 'superjson',
  fallbackError: texts.detailsFailed,
});

export const deleteKnowledgeDocument = endpoint({
  method: 'POST',
  path: '/_api/admin/upload/delete',
  access: 'admin',
  input: z.strictObject({ uploadId: ZUploadId }),
  response: z.object({ message: z.string() }),
  encoding: 'superjson',
  fallbackError: texts.deleteFailed,
});
