import type { FastifyInstance } from 'fastify';
import { deleteAsset, listAssets, uploadAsset } from '../../../shared/contract/assets';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import { databaseFilesProvider, type TFilesProvider } from '../../providers/files/files-provider';
import { registerAssetFileRoute } from './asset-file.routes';
import * as assetsService from './assets.service';

export function registerAssetRoutes(
  app: FastifyInstance,
  db: TDatabase,
  files: TFilesProvider = databaseFilesProvider,
) {
  route(app, uploadAsset, ({ input, user }) =>
    assetsService.uploadAsset(db, files, { file: input.file, uploadedBy: user.id }),
  );
  route(app, listAssets, () => assetsService.listAssets(db));
  route(app, deleteAsset, ({ input }) => assetsService.deleteAsset(db, files, input.id));
  registerAssetFileRoute(app, db, files);
}
