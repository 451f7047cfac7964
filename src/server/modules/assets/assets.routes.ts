import type { FastifyInstance } from 'fastify';
import { deleteAsset, listAssets, uploadAsset } from '../../../shared/contract/assets';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import { databaseFilesProvider, type TFilesProvider } from '../../providers/files/files-provider';
import { consumeUserRateLimit } from '../rate-limit/rate-limit.service';
import { registerAssetFileRoute } from './asset-file.routes';
import * as assetsService from './assets.service';

export function registerAssetRoutes(
  app: FastifyInstance,
  db: TDatabase,
  files: TFilesProvider = databaseFilesProvider,
) {
  route(app, uploadAsset, async ({ input, user, now }) => {
    // Counted with the knowledge base's uploads: one budget of uploaded files per admin.
    await consumeUserRateLimit(db, 'uploadPerUser', user.id, now);
    return assetsService.uploadAsset(db, files, { file: input.file, uploadedBy: user.id });
  });
  route(app, listAssets, () => assetsService.listAssets(db));
  route(app, deleteAsset, ({ input }) => assetsService.deleteAsset(db, files, input.id));
  registerAssetFileRoute(app, db, files);
}
