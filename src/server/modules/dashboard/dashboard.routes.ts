import type { FastifyInstance } from 'fastify';
import { getDashboardSummary } from '../../../shared/contract/dashboard';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import * as dashboardService from './dashboard.service';

export function registerDashboardRoutes(app: FastifyInstance, db: TDatabase) {
  route(app, getDashboardSummary, ({ user, now }) => dashboardService.getDashboardSummary(db, user, now));
}
