import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { purchases } from '../../db/schema';
import type { TPaymentProvider } from './payment-provider';

/**
 * The default with no Stripe keys: checkout happens on the app's own test page (/checkout/test), which takes test
 * card numbers and fulfils through the same code path as a Stripe event. Nothing leaves the machine.
 */
export function createLocalPaymentProvider(db: TDatabase): TPaymentProvider {
  return {
    name: 'local',
    async createCheckout() {
      const id = `cs_test_${randomBytes(18).toString('base64url')}`;
      return { id, url: `/checkout/test?session_id=${encodeURIComponent(id)}` };
    },
    // The local test page records a payment by fulfilling the checkout, so a purchase row is the proof of payment.
    async getCheckoutPayment(id) {
      const [purchase] = await db.select().from(purchases).where(eq(purchases.checkoutSessionId, id));
      return { paid: Boolean(purchase), paymentReference: purchase?.paymentReference ?? null };
    },
    // The test page reads the checkout row, which fulfilment has already closed: nothing to tell anyone.
    async expireCheckout() {},
    async refund({ paymentReference }) {
      return { refundReference: `re_local_${paymentReference.slice(-12)}` };
    },
  };
}
