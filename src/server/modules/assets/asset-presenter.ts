import type { TAsset } from '../../../shared/contract/assets';
import { assetPath } from '../../../shared/domain/asset-texts';
import type { TAssetRow } from '../../db/schema';

/** The list's and the upload's answer; the preview bytes come only when the caller read them. */
export const presentAsset = (row: TAssetRow, previewBytes?: Uint8Array | null): TAsset => ({
  id: row.id,
  originalFilename: row.originalFilename,
  mimeType: row.mimeType,
  fileSize: row.fileSize,
  createdAt: row.createdAt,
  url: assetPath(row.id, row.originalFilename),
  ...(previewBytes ? { contentBase64: Buffer.from(previewBytes).toString('base64') } : {}),
});
