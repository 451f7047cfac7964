import Stripe from 'stripe';
import type { TPaymentProvider } from './payment-provider';

export interface TStripeOptions {
  secretKey: string;
  /** Another API address (a test double on 127.0.0.1); empty means Stripe itself. */
  apiUrl?: string;
}

export function createStripeClient({ secretKey, apiUrl }: TStripeOptions) {
  if (!apiUrl) return new Stripe(secretKey);
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 1,
  });
}

export function createStripePaymentProvider(stripe: Stripe): TPaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: request.amountCents,
              product_data: { name: request.productName },
            },
          },
        ],
        client_reference_id: request.clientReferenceId,
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },
    async getCheckoutPayment(id) {
      const session = await stripe.checkout.sessions.retrieve(id);
      const intent = session.payment_intent;
      return {
        paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
        paymentReference: typeof intent === 'string' ? intent : (intent?.id ?? null),
      };
    },
    async expireCheckout(id) {
      await stripe.checkout.sessions.expire(id);
    },
    async refund({ paymentReference, idempotencyKey }) {
      const refund = await stripe.refunds.create({ payment_intent: paymentReference }, { idempotencyKey });
      return { refundReference: refund.id };
    },
  };
}
