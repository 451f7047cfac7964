import { and, eq, ne, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { TDatabase } from '../../db/client';
import { checkoutSessions, processedWebhookEvents, purchases, users } from '../../db/schema';
import { closeOpenCheckout } from './checkout-close';
import { fulfilCheckout, noFollowUp, type TFollowUp } from './fulfilment.service';
import { runFollowUp } from './payment-follow-up';
import type { TPaymentProviders } from './payment-providers';
import { markRefunded } from './refunds.service';

/**
 * Applies one verified Stripe event exactly once: the event id is recorded in the same transaction as its effect,
 * so a redelivery, or five copies arriving together, change nothing after the first. Calls back to Stripe (closing
 * the buyer's other checkouts, refunding a second payment) come after the commit; if a refund fails the webhook
 * answers with an error, so Stripe delivers the event again and the redelivery retries the refund.
 */
export async function handleStripeEvent(
  db: TDatabase,
  providers: TPaymentProviders,
  event: Stripe.Event,
  received: { publicOrigin: string; now: Date },
) {
  const { now } = received;
  const followUp = await db.transaction(async (txn): Promise<TFollowUp> => {
    const tx = txn as TDatabase;
    const [fresh] = await tx
      .insert(processedWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return owedRefund(tx, event);
    switch (event.type) {
      case 'checkout.session.completed':
        if (event.data.object.payment_status === 'unpaid') return noFollowUp(); // async payment: its own event
        return fulfilIfOurs(tx, event.data.object, received);
      case 'checkout.session.async_payment_succeeded':
        return fulfilIfOurs(tx, event.data.object, received);
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        await closeUnpaid(tx, event.data.object.id, event.type === 'checkout.session.async_payment_failed');
        return noFollowUp();
      case 'charge.refunded':
        await recordRefund(tx, event.data.object, now);
        return noFollowUp();
      default:
        return noFollowUp();
    }
  });
  await runFollowUp(db, providers, followUp, now);
}

/** A redelivered payment event: nothing to apply again, but a refund that failed last time is still owed. */
async function owedRefund(db: TDatabase, event: Stripe.Event): Promise<TFollowUp> {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') {
    return noFollowUp();
  }
  const [purchase] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.checkoutSessionId, event.data.object.id), eq(purchases.status, 'refunding')));
  return { expire: [], refundPurchaseId: purchase?.id ?? null };
}

const paymentIntentId = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function fulfilIfOurs(
  db: TDatabase,
  session: Stripe.Checkout.Session,
  received: { publicOrigin: string; now: Date },
) {
  const [checkout] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
  if (!checkout) return noFollowUp(); // another application's checkout on the same Stripe account
  const { followUp } = await fulfilCheckout(db, {
    checkoutSessionId: session.id,
    paymentReference: paymentIntentId(session.payment_intent),
    ...received,
  });
  return followUp;
}

async function closeUnpaid(db: TDatabase, sessionId: string, paymentFailed: boolean) {
  const closed = await closeOpenCheckout(db, sessionId, 'expired');
  if (!closed) return;
  // A failed bank payment shows as Failed on the billing card, unless the buyer already has access.
  if (paymentFailed && closed.userId) {
    await db
      .update(users)
      .set({ purchaseStatus: 'failed' })
      .where(
        and(eq(users.id, closed.userId), sql`coalesce(${users.purchaseStatus}, '') not in ('completed', 'active')`),
      );
  }
}

async function recordRefund(db: TDatabase, charge: Stripe.Charge, now: Date) {
  const intent = paymentIntentId(charge.payment_intent);
  if (!intent || !charge.refunded) return;
  const [purchase] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.paymentReference, intent), ne(purchases.status, 'refunded')));
  if (purchase) await markRefunded(db, purchase.id, charge.refunds?.data[0]?.id ?? null, now);
}
