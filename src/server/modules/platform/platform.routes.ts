import type { FastifyInstance } from 'fastify';
import {
  getSystemStatus,
  getUserManagement,
  retryFailedMails,
  updateUserManagement,
} from '../../../shared/contract/admin-operations';
import { getAdminConfig, getHealth, getPublicConfig, updateAdminConfig } from '../../../shared/contract/platform';
import { serverMessages } from '../../../shared/domain/messages';
import type { TConfig } from '../../config';
import type { TDatabaseHandle } from '../../db/client';
import { route } from '../../plugins/contract';
import { RETRY_AFTER_SECONDS } from '../../plugins/errors';
import * as platformService from './platform.service';
import * as systemStatus from './system-status.service';
import * as userManagement from './user-management.service';

export function registerPlatformRoutes(app: FastifyInstance, database: TDatabaseHandle, config: TConfig) {
  const { db } = database;

  // Load balancers and monitors read this: 503 takes an instance out of rotation while its database is away.
  route(app, getHealth, async ({ reply }) => {
    if (await database.ping()) return { status: 'ok' as const, database: 'up' as const };
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ error: serverMessages.serviceUnavailable, status: 'unavailable', database: 'down' });
  });

  route(app, getPublicConfig, async () => {
    const { brandName, homePageCopy } = await platformService.getPlatformConfig(db);
    return { brandName, homePageCopy };
  });

  route(app, getAdminConfig, () => platformService.getPlatformConfig(db));

  route(app, updateAdminConfig, ({ input }) => platformService.updatePlatformConfig(db, input));

  route(app, getUserManagement, () => userManagement.userManagement(db));
  route(app, updateUserManagement, ({ input }) => userManagement.updateUserManagement(db, input));
  route(app, getSystemStatus, ({ now }) => systemStatus.systemStatus(database, config, now));
  route(app, retryFailedMails, ({ now }) => systemStatus.retryFailedMails(database, now));
}
