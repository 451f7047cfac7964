import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { stripeWebhook } from '../../../shared/contract/billing';
import { billingMessages } from '../../../shared/domain/billing';
import type { TDatabase } from '../../db/client';
import { badRequest } from '../../http-error';
import { route } from '../../plugins/contract';
import type { TPayments } from '../../providers/payments/create-payment-providers';
import { handleStripeEvent } from './stripe-webhook.service';

/** Stripe's webhook: in its own plugin scope so that only here JSON bodies stay raw bytes for the signature. */
export async function registerWebhookRoutes(
  app: FastifyInstance,
  db: TDatabase,
  payments: TPayments,
  publicOrigin: string,
) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    route(scope, stripeWebhook, async ({ input, request, now }) => {
      const signature = request.headers['stripe-signature'];
      if (!payments.stripe || !payments.webhookSecret || typeof signature !== 'string') {
        throw badRequest(billingMessages.webhookSignature);
      }
      let event: Stripe.Event;
      try {
        event = payments.stripe.webhooks.constructEvent(Buffer.from(input), signature, payments.webhookSecret);
      } catch {
        throw badRequest(billingMessages.webhookSignature);
      }
      await handleStripeEvent(db, payments, event, { publicOrigin, now });
      return { received: true as const };
    });
  });
}
