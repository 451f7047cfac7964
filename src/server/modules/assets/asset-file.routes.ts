import type { FastifyInstance, FastifyReply } from 'fastify';
import { assetUrlPrefix } from '../../../shared/domain/asset-texts';
import type { TDatabase } from '../../db/client';
import type { TFilesProvider } from '../../providers/files/files-provider';
import { readAssetFile } from './assets.service';
import { plainImageTypes } from './content-type';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whatever an asset holds, the browser may not run it: no scripts, no plugins, no requests, a sandboxed origin.
 * Inline styles stay allowed so that an SVG or a text file shown by the browser's own viewer still looks right.
 */
export const assetContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** RFC 6266: an ASCII fallback name plus the exact name in UTF-8. */
function contentDisposition(kind: 'inline' | 'attachment', filename: string) {
  const fallback = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const notFoundAnswer = (reply: FastifyReply) =>
  reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not Found');

/**
 * The public address of each asset, GET /media/<id>/<file name> (docs/decisions/012-asset-library.md). Only the id
 * picks the file; the name is there for people and for the saved file's name. Everything under /media answers here,
 * so the web app's fallback never turns a missing asset into a page.
 */
export function registerAssetFileRoute(app: FastifyInstance, db: TDatabase, files: TFilesProvider) {
  app.get(`${assetUrlPrefix}/*`, async (request, reply) => {
    const [id, ...rest] = ((request.params as { '*': string })['*'] ?? '').split('/');
    if (!id || !uuidPattern.test(id) || rest.length > 1) return notFoundAnswer(reply);
    const found = await readAssetFile(db, files, id);
    if (!found) return notFoundAnswer(reply);
    const { asset, file } = found;
    const etag = `"${file.sha256}"`;
    reply
      .header('content-security-policy', assetContentSecurityPolicy)
      .header('x-content-type-options', 'nosniff')
      // The id never changes content: a deleted asset is gone, a new upload gets a new id.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .header(
        'content-disposition',
        contentDisposition(plainImageTypes.has(asset.mimeType) ? 'inline' : 'attachment', asset.originalFilename),
      );
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.status(304).send();
    return reply.type(asset.mimeType).send(file.bytes);
  });
}
