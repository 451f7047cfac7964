import type { FastifyInstance } from 'fastify';
import { getPurchase } from '../../../shared/contract/billing';
import { route } from '../../plugins/contract';

export function registerBillingRoutes(app: FastifyInstance) {
  // The purchase fields live on the user row, already loaded with the session.
  route(app, getPurchase, async ({ user }) => ({
    purchaseInfo: {
      purchaseStatus: user.purchaseStatus,
      purchasePlan: user.purchasePlan,
      purchaseExpiresAt: user.purchaseExpiresAt,
    },
  }));
}
