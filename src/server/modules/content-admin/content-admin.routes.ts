import type { FastifyInstance } from 'fastify';
import {
  getContentOverview,
  getItemAnalysis,
  listProblemReports,
  reportProblem,
  resolveProblemReport,
} from '../../../shared/contract/content-admin';
import { rateLimits } from '../../../shared/domain/limits';
import type { TContentPack } from '../../content/read-content-pack';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import { consumeRateLimit } from '../rate-limit/rate-limit.service';
import { contentOverview } from './content-overview.service';
import { itemAnalysis } from './item-analysis.service';
import * as reports from './problem-reports.service';

export function registerContentAdminRoutes(app: FastifyInstance, db: TDatabase, pack: () => TContentPack) {
  route(app, reportProblem, async ({ input, user, now }) => {
    await consumeRateLimit(db, `problemReport:user:${user.id}`, rateLimits.problemReportPerUser, now);
    return reports.reportProblem(db, user.id, input);
  });
  route(app, getContentOverview, () => contentOverview(db, pack()));
  route(app, getItemAnalysis, ({ input }) => itemAnalysis(db, input));
  route(app, listProblemReports, ({ input }) => reports.listReports(db, input));
  route(app, resolveProblemReport, ({ input, user }) => reports.resolveReport(db, user.id, input));
}
