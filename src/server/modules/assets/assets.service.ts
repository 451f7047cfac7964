import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { TUploadedFile } from '../../../shared/contract/uploaded-file';
import { assetFilenameMaxLength, assetPreviewMaxBytes, assetTexts as texts } from '../../../shared/domain/asset-texts';
import type { TDatabase } from '../../db/client';
import { assets, storedFileChunks, storedFiles } from '../../db/schema';
import { badRequest, notFound } from '../../http-error';
import type { TFilesProvider } from '../../providers/files/files-provider';
import { presentAsset } from './asset-presenter';
import { detectContentType, plainImageTypes } from './content-type';

/**
 * The name as the admin sees it and as the download is named: only the last path segment (some browsers send
 * "C:\fakepath\..."), no control characters, and not absurdly long. The extension is kept when a name is shortened.
 */
export function cleanFilename(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  if (base === '' || base === '.' || base === '..') return 'file';
  if (base.length <= assetFilenameMaxLength) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 16 ? base.slice(dot) : '';
  return base.slice(0, assetFilenameMaxLength - extension.length) + extension;
}

export async function uploadAsset(
  db: TDatabase,
  files: TFilesProvider,
  { file, uploadedBy }: { file: TUploadedFile; uploadedBy: number },
) {
  if (file.bytes.byteLength === 0) throw badRequest(texts.emptyFile);
  const mimeType = detectContentType(file.bytes);
  // The bytes first, in short statements (files-provider.ts), then the asset row; a row that fails takes them back.
  const stored = await files.put(db, { bytes: file.bytes, mimeType });
  const row = await db
    .insert(assets)
    .values({
      originalFilename: cleanFilename(file.filename),
      mimeType,
      fileSize: file.bytes.byteLength,
      fileId: stored.id,
      uploadedBy,
    })
    .returning()
    .then(([inserted]) => inserted!)
    .catch(async (error: unknown) => {
      await files.remove(db, stored.id).catch(() => undefined);
      throw error;
    });
  return presentAsset(row, previewable(row.mimeType, row.fileSize) ? file.bytes : null);
}

const previewable = (mimeType: string, size: number) => plainImageTypes.has(mimeType) && size <= assetPreviewMaxBytes;

/** Newest first; small raster images carry their bytes for the card's preview, read in the same query. */
export async function listAssets(db: TDatabase) {
  const previewTypes = [...plainImageTypes];
  const rows = await db
    .select({
      asset: assets,
      // As base64 (cheap to parse on any engine); a file is in its chunks unless it predates them (files-provider.ts).
      preview: sql<string | null>`case when ${inArray(assets.mimeType, previewTypes)}
        and ${assets.fileSize} <= ${assetPreviewMaxBytes} then encode(coalesce(${storedFiles.bytes},
          (select string_agg(chunk.bytes, ''::bytea order by chunk.position) from ${storedFileChunks} chunk
           where chunk.file_id = ${storedFiles.id})), 'base64') end`,
    })
    .from(assets)
    .innerJoin(storedFiles, eq(storedFiles.id, assets.fileId))
    .orderBy(desc(assets.createdAt), desc(assets.id));
  return rows.map(({ asset, preview }) =>
    presentAsset(asset, preview === null ? null : Buffer.from(preview, 'base64')),
  );
}

/** The row and its stored file go together, in one transaction. */
export async function deleteAsset(db: TDatabase, files: TFilesProvider, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(assets).where(eq(assets.id, id)).returning({ fileId: assets.fileId });
    if (!row) throw notFound(texts.notFound);
    await files.remove(tx, row.fileId);
  });
  return { message: texts.deleted };
}

/** What the public address serves: the stored bytes with the type decided at upload. */
export async function readAssetFile(db: TDatabase, files: TFilesProvider, id: string) {
  const [row] = await db.select().from(assets).where(eq(assets.id, id));
  if (!row) return null;
  const file = await files.get(db, row.fileId);
  return file ? { asset: row, file } : null;
}
