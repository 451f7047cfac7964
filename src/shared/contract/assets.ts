import { z } from 'zod';
import { assetTexts as texts } from '../domain/asset-texts';
import { endpoint } from './endpoint';
import { ZUploadedFile } from './uploaded-file';

/** Admin-area.md section 3 "Asset", plus when it was uploaded and the address it is served at. */
export const ZAsset = z.object({
  id: z.string(),
  originalFilename: z.string(),
  /** Decided from the content at upload, never from the browser's claim. */
  mimeType: z.string(),
  fileSize: z.number().int(),
  createdAt: z.date(),
  url: z.string(),
  /** Only for small raster images: the card's preview. */
  contentBase64: z.string().optional(),
});
export type TAsset = z.infer<typeof ZAsset>;

export const uploadAsset = endpoint({
  method: 'POST',
  path: '/_api/assets',
  access: 'admin',
  input: z.strictObject({ file: ZUploadedFile }),
  response: ZAsset,
  encoding: 'multipart',
  fallbackError: texts.uploadFailed,
});

export const listAssets = endpoint({
  method: 'GET',
  path: '/_api/assets',
  access: 'admin',
  input: z.strictObject({}),
  response: z.array(ZAsset),
  encoding: 'superjson',
  fallbackError: texts.loadFailed,
});

export const deleteAsset = endpoint({
  method: 'POST',
  path: '/_api/assets/delete',
  access: 'admin',
  input: z.strictObject({ id: z.uuid(texts.notFound) }),
  response: z.object({ message: z.string() }),
  encoding: 'superjson',
  fallbackError: texts.deleteFailed,
});
