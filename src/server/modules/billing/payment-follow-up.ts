import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { purchases } from '../../db/schema';
import type { TFollowUp } from './fulfilment.service';
import type { TPaymentProviders } from './payment-providers';
import { settleRefund } from './refunds.service';

/**
 * Tells the provider what a committed payment changed: the buyer's other checkouts are closed there too, and a
 * second payment is refunded. Runs after the commit, never inside a transaction.
 */
export async function runFollowUp(db: TDatabase, providers: TPaymentProviders, followUp: TFollowUp, now: Date) {
  for (const { id, provider } of followUp.expire) {
    try {
      await providers.byName[provider as 'local' | 'stripe']?.expireCheckout(id);
    } catch {
      // Nothing is lost: it expires on its own at its expiry time, and a payment that slips through is refunded.
    }
  }
  if (!followUp.refundPurchaseId) return;
  const [purchase] = await db.select().from(purchases).where(eq(purchases.id, followUp.refundPurchaseId));
  if (purchase?.status === 'refunding') await settleRefund(db, providers, purchase, now);
}

/** For callers the buyer waits on: a refund that fails now stays owed and is tried again by the next event. */
export async function runFollowUpQuietly(db: TDatabase, providers: TPaymentProviders, followUp: TFollowUp, now: Date) {
  try {
    await runFollowUp(db, providers, followUp, now);
  } catch {
    // The purchase stays 'refunding'; Stripe's redelivered webhook, the next verification or an admin retries it.
  }
}
