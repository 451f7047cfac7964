import { and, eq, ne } from 'drizzle-orm';
import { refundWindowDays, billingMessages as texts } from '../../../shared/domain/billing';
import type { TDatabase } from '../../db/client';
import { purchases, type TPurchaseRow, users } from '../../db/schema';
import { conflict, notFound } from '../../http-error';
import type { TPaymentProviders } from './payment-providers';
import { callProvider } from './provider-call';
import { sendRefundMail } from './purchase-mails';
import { presentPurchase } from './purchase-presenter';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Refunds a purchase within the guarantee window, in three steps so that no transaction waits on the provider:
 * claim it (completed -> refunding), ask the provider with an idempotency key, record the refund. A double click
 * (or two admins) makes one refund; if the provider fails, the purchase is completed again and nothing changed.
 */
export async function refundPurchase(db: TDatabase, providers: TPaymentProviders, purchaseId: string, now: Date) {
  const claim = await db.transaction(async (txn) => {
    const tx = txn as TDatabase;
    const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
    if (!purchase) throw notFound(texts.refundNothing);
    if (purchase.status !== 'completed') return { purchase, claimed: false };
    if (now.getTime() - purchase.paidAt.getTime() > refundWindowDays * dayMs) throw conflict(texts.refundWindowPassed);
    const [claimed] = await tx
      .update(purchases)
      .set({ status: 'refunding' })
      .where(eq(purchases.id, purchaseId))
      .returning();
    return { purchase: claimed!, claimed: true };
  });
  if (claim.purchase.status === 'refunded')
    return { message: texts.refunded, purchase: presentPurchase(claim.purchase) };

  try {
    const refunded = await settleRefund(db, providers, claim.purchase, now);
    return { message: texts.refunded, purchase: presentPurchase(refunded) };
  } catch (error) {
    // Compensation: the purchase this call claimed stands again, so the admin can simply retry.
    if (claim.claimed) {
      await db
        .update(purchases)
        .set({ status: 'completed' })
        .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'refunding')));
    }
    throw error;
  }
}

/**
 * Pays back a purchase marked refunding (claimed by an admin, or a duplicate payment) and records it. The call is
 * outside any transaction; the idempotency key makes a retry (or two at once) refund once at the provider, and the
 * conditional update records it and mails the buyer once.
 */
export async function settleRefund(db: TDatabase, providers: TPaymentProviders, purchase: TPurchaseRow, now: Date) {
  const provider = providers.byName[purchase.provider as 'local' | 'stripe'];
  const paymentReference = purchase.paymentReference;
  const refund =
    provider && paymentReference && purchase.amountCents > 0
      ? await callProvider(
          () => provider.refund({ paymentReference, idempotencyKey: `refund-${purchase.id}` }),
          'The payment provider could not refund this purchase. Please try again.',
        )
      : { refundReference: null };
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(purchases).where(eq(purchases.id, purchase.id)).for('update');
    // Already recorded by a concurrent call; any other state still records it, since the provider did pay back.
    if (!current || current.status === 'refunded') return current ?? purchase;
    return markRefunded(tx as TDatabase, purchase.id, refund.refundReference, now);
  });
}

/** Records a refund (ours or one made in the Stripe dashboard) and ends access unless another purchase stands. */
export async function markRefunded(db: TDatabase, purchaseId: string, refundReference: string | null, now: Date) {
  const [refunded] = await db
    .update(purchases)
    .set({ status: 'refunded', refundedAt: now, refundReference })
    .where(eq(purchases.id, purchaseId))
    .returning();
  const [otherPaid] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(eq(purchases.userId, refunded!.userId), eq(purchases.status, 'completed'), ne(purchases.id, purchaseId)),
    );
  if (!otherPaid) {
    await db.update(users).set({ purchaseStatus: 'cancelled' }).where(eq(users.id, refunded!.userId));
  }
  const [user] = await db.select().from(users).where(eq(users.id, refunded!.userId));
  if (user) await sendRefundMail(db, { user, purchase: refunded!, accessEnded: !otherPaid, now });
  return refunded!;
}
