import type { FastifyInstance } from 'fastify';
import { uploadAvatar } from '../../../shared/contract/settings';
import { avatarUrlPrefix } from '../../../shared/domain/avatars';
import type { TDatabase } from '../../db/client';
import { isUuid } from '../../db/uuid';
import { route } from '../../plugins/contract';
import type { TFilesProvider } from '../../providers/files/files-provider';
import { getProfile } from '../account/profile.service';
import { consumeUserRateLimit } from '../rate-limit/rate-limit.service';
import * as avatarsService from './avatars.service';

/** A picture is shown, never run: no scripts, styles or requests, and an origin of its own if opened as a page. */
export const avatarContentSecurityPolicy = "default-src 'none'; sandbox";

export function registerAvatarRoutes(app: FastifyInstance, db: TDatabase, files: TFilesProvider) {
  route(app, uploadAvatar, async ({ input, user, now }) => {
    // One budget of uploaded files per account, shared with the knowledge base and the asset library.
    await consumeUserRateLimit(db, 'uploadPerUser', user.id, now);
    return getProfile(db, await avatarsService.uploadAvatar(db, files, user.id, input.file), now);
  });

  // More specific than the asset library's /media/*, so the router sends avatar addresses here.
  app.get<{ Params: { id: string } }>(`${avatarUrlPrefix}/:id`, async (request, reply) => {
    const file = isUuid(request.params.id) ? await avatarsService.readAvatarFile(db, files, request.params.id) : null;
    if (!file) {
      return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not Found');
    }
    return (
      reply
        .header('content-security-policy', avatarContentSecurityPolicy)
        .header('x-content-type-options', 'nosniff')
        // A new picture gets a new id, so an address never changes content. Private: a removed picture (or a
        // deleted account's) must not live on in a shared cache.
        .header('cache-control', 'private, max-age=31536000, immutable')
        .type(file.mimeType)
        .send(file.bytes)
    );
  });
}
