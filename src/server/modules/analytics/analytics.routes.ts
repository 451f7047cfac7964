import type { FastifyInstance } from 'fastify';
import { getAbuseFlags, getUsageAnalytics } from '../../../shared/contract/analytics';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import { listAbuseFlags } from './abuse.service';
import { registerAnalyticsHooks } from './events.service';
import * as overviewService from './overview.service';

export function registerAnalyticsRoutes(app: FastifyInstance, db: TDatabase) {
  registerAnalyticsHooks(app, db);
  route(app, getUsageAnalytics, ({ input, now }) => overviewService.getUsageAnalytics(db, { ...input, now }));
  route(app, getAbuseFlags, async ({ input, now }) => ({
    range: input.range,
    flags: await listAbuseFlags(db, { ...input, now }),
  }));
}
