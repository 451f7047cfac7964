import type { FastifyInstance } from 'fastify';
import { getAdminConfig, getHealth, getPublicConfig, updateAdminConfig } from '../../../shared/contract/platform';
import type { TDatabaseHandle } from '../../db/client';
import { HttpError } from '../../http-error';
import { route } from '../../plugins/contract';
import * as platformService from './platform.service';

export function registerPlatformRoutes(app: FastifyInstance, database: TDatabaseHandle) {
  const { db } = database;

  route(app, getHealth, async () => {
    if (!(await database.ping())) throw new HttpError(503, 'Database unavailable');
    return { status: 'ok' as const };
  });

  route(app, getPublicConfig, async () => {
    const { brandName, homePageCopy } = await platformService.getPlatformConfig(db);
    return { brandName, homePageCopy };
  });

  route(app, getAdminConfig, () => platformService.getPlatformConfig(db));

  route(app, updateAdminConfig, ({ input }) => platformService.updatePlatformConfig(db, input));
}
