import { and, eq, ne, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { TDatabase } from '../../db/client';
import { checkoutSessions, discountCodes, processedWebhookEvents, purchases, users } from '../../db/schema';
import { fulfilCheckout } from './fulfilment.service';
import { markRefunded } from './refunds.service';

/**
 * Applies one verified Stripe event exactly once: the event id is recorded in the same transaction as its effect,
 * so a redelivery, or five copies arriving together, change nothing after the first.
 */
export async function handleStripeEvent(db: TDatabase, event: Stripe.Event, publicOrigin: string) {
  await db.transaction(async (txn) => {
    const tx = txn as TDatabase;
    const [fresh] = await tx
      .insert(processedWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return;
    switch (event.type) {
      case 'checkout.session.completed':
        if (event.data.object.payment_status === 'unpaid') return; // async payment: wait for its own event
        return fulfilIfOurs(tx, event.data.object, publicOrigin);
      case 'checkout.session.async_payment_succeeded':
        return fulfilIfOurs(tx, event.data.object, publicOrigin);
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        return closeUnpaid(tx, event.data.object.id, event.type === 'checkout.session.async_payment_failed');
      case 'charge.refunded':
        return recordRefund(tx, event.data.object);
      default:
        return;
    }
  });
}

const paymentIntentId = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function fulfilIfOurs(db: TDatabase, session: Stripe.Checkout.Session, publicOrigin: string) {
  const [checkout] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
  if (!checkout) return; // another application's checkout on the same Stripe account
  await fulfilCheckout(db, {
    checkoutSessionId: session.id,
    paymentReference: paymentIntentId(session.payment_intent),
    publicOrigin,
  });
}

async function closeUnpaid(db: TDatabase, sessionId: string, paymentFailed: boolean) {
  const [closed] = await db
    .update(checkoutSessions)
    .set({ status: 'expired', discountReleased: true })
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'open')))
    .returning();
  if (!closed) return;
  if (closed.discountCodeId) {
    await db
      .update(discountCodes)
      .set({ currentUses: sql`greatest(${discountCodes.currentUses} - 1, 0)` })
      .where(eq(discountCodes.id, closed.discountCodeId));
  }
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

async function recordRefund(db: TDatabase, charge: Stripe.Charge) {
  const intent = paymentIntentId(charge.payment_intent);
  if (!intent || !charge.refunded) return;
  const [purchase] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.paymentReference, intent), ne(purchases.status, 'refunded')));
  if (purchase) await markRefunded(db, purchase.id, charge.refunds?.data[0]?.id ?? null);
}
