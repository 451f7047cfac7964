import { and, eq, ne } from 'drizzle-orm';
import { refundWindowDays, billingMessages as texts } from '../../../shared/domain/billing';
import type { TDatabase } from '../../db/client';
import { purchases, users } from '../../db/schema';
import { conflict, notFound } from '../../http-error';
import { enqueueMail } from '../mail/mail.service';
import type { TPaymentProviders } from './payment-providers';
import { callProvider } from './provider-call';
import { presentPurchase } from './purchase-presenter';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Refunds a purchase within the guarantee window. The purchase row is locked for the whole operation and the
 * provider gets an idempotency key, so a double click (or two admins) refunds once.
 */
export async function refundPurchase(
  db: TDatabase,
  providers: TPaymentProviders,
  purchaseId: string,
  now = new Date(),
) {
  return db.transaction(async (txn) => {
    const tx = txn as TDatabase;
    const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
    if (!purchase) throw notFound(texts.refundNothing);
    if (purchase.status === 'refunded') return { message: texts.refunded, purchase: presentPurchase(purchase) };
    if (now.getTime() - purchase.paidAt.getTime() > refundWindowDays * dayMs) throw conflict(texts.refundWindowPassed);

    const provider = providers.byName[purchase.provider as 'local' | 'stripe'];
    const paymentReference = purchase.paymentReference;
    const refund =
      provider && paymentReference && purchase.amountCents > 0
        ? await callProvider(
            () => provider.refund({ paymentReference, idempotencyKey: `refund-${purchase.id}` }),
            'The payment provider could not refund this purchase. Please try again.',
          )
        : { refundReference: null };
    const refunded = await markRefunded(tx, purchase.id, refund.refundReference, now);
    return { message: texts.refunded, purchase: presentPurchase(refunded) };
  });
}

/** Records a refund (ours or one made in the Stripe dashboard) and ends access unless another purchase stands. */
export async function markRefunded(
  db: TDatabase,
  purchaseId: string,
  refundReference: string | null,
  now = new Date(),
) {
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
  if (user) {
    await enqueueMail(db, {
      kind: 'refund-confirmation',
      to: user.email,
      userId: user.id,
      subject: 'Your refund is on its way',
      text: [
        `Hello ${user.displayName},`,
        '',
        'We refunded your purchase in full. Depending on your bank it can take 5 to 10 days to show on your statement.',
        'Your access to the study kit has ended. Thank you for trying us.',
      ].join('\n'),
    });
  }
  return refunded!;
}
