import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  cancelLocalCheckout,
  createCheckoutSession,
  downloadReceipt,
  getLocalCheckout,
  getPaymentMode,
  getPurchase,
  payLocalCheckout,
  refundPurchase,
  validateDiscount,
  verifyCheckoutSession,
} from '../../../shared/contract/billing';
import { billingMessages } from '../../../shared/domain/billing';
import { rateLimits } from '../../../shared/domain/limits';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { purchases } from '../../db/schema';
import { notFound } from '../../http-error';
import { route } from '../../plugins/contract';
import type { TPayments } from '../../providers/payments/create-payment-providers';
import { validateDiscount as validateDiscountCode } from '../discounts/discount-rules.service';
import { getPlatformConfig } from '../platform/platform.service';
import { consumeRateLimit, rateLimitKey } from '../rate-limit/rate-limit.service';
import { createCheckout, verifyCheckout } from './checkout.service';
import { checkoutCaller, ensureBuyerToken } from './checkout-buyer';
import * as localCheckout from './local-checkout.service';
import { presentPurchase } from './purchase-presenter';
import { renderReceipt } from './receipt-pdf';
import * as refunds from './refunds.service';

export function registerBillingRoutes(app: FastifyInstance, db: TDatabase, config: TConfig, payments: TPayments) {
  const publicOrigin = config.publicOrigin;
  // The purchase that counts comes first: a refunded second payment must not hide it from the card or the receipt.
  const latestPurchase = async (userId: number, purchaseId?: string) => {
    const [row] = await db
      .select()
      .from(purchases)
      .where(purchaseId ? eq(purchases.id, purchaseId) : eq(purchases.userId, userId))
      .orderBy(sql`${purchases.status} = 'completed' desc`, desc(purchases.paidAt))
      .limit(1);
    return row && row.userId === userId ? row : undefined;
  };

  route(app, getPurchase, async ({ user }) => {
    const purchase = await latestPurchase(user.id);
    return {
      purchaseInfo: {
        purchaseStatus: user.purchaseStatus,
        purchasePlan: user.purchasePlan,
        purchaseExpiresAt: user.purchaseExpiresAt,
      },
      purchase: purchase ? presentPurchase(purchase) : null,
    };
  });

  route(app, getPaymentMode, async () => ({ testMode: payments.active.name === 'local' }));

  route(app, validateDiscount, async ({ input, request, now }) => {
    // Guessing codes is the abuse to expect here.
    await consumeRateLimit(db, rateLimitKey('discount:ip', request.ip), rateLimits.discountPerIp, now);
    return validateDiscountCode(db, input.discountCode, now);
  });

  route(app, createCheckoutSession, async ({ input, user, request, reply, now }) => {
    await consumeRateLimit(db, rateLimitKey('checkout:ip', request.ip), rateLimits.checkoutPerIp, now);
    // A guest's checkout is tied to this browser by a cookie; a signed-in buyer's to the account.
    const buyerToken = user ? undefined : ensureBuyerToken(request, reply, config.secureCookies);
    return createCheckout(db, payments, { user, ...input, publicOrigin, buyerToken, ip: request.ip, now });
  });

  route(app, verifyCheckoutSession, ({ input, request, now }) =>
    verifyCheckout(db, payments, { sessionId: input.sessionId, caller: checkoutCaller(request), publicOrigin, now }),
  );

  route(app, getLocalCheckout, ({ input, request }) =>
    localCheckout.describeLocalCheckout(db, input.sessionId, checkoutCaller(request)),
  );
  route(app, payLocalCheckout, ({ input, request, now }) =>
    localCheckout.payLocalCheckout(db, payments, { ...input, caller: checkoutCaller(request), publicOrigin, now }),
  );
  route(app, cancelLocalCheckout, ({ input, request }) =>
    localCheckout.cancelLocalCheckout(db, input.sessionId, checkoutCaller(request)),
  );

  route(app, downloadReceipt, async ({ input, user, reply }) => {
    const purchase = await latestPurchase(user.id, input.purchaseId);
    if (!purchase) throw notFound(billingMessages.receiptNotFound);
    const { brandName } = await getPlatformConfig(db);
    const fileName = `${brandName.replace(/[^\w-]+/g, '-')}-receipt-${purchase.paidAt.toISOString().slice(0, 10)}.pdf`;
    reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`);
    return renderReceipt({ brandName, user, purchase });
  });

  route(app, refundPurchase, ({ input, now }) => refunds.refundPurchase(db, payments, input.purchaseId, now));
}
