import { eq, sql } from 'drizzle-orm';
import { inviteLifetimeMs } from '../../../shared/domain/admin-users';
import { formatCents, kitPlanName } from '../../../shared/domain/pricing';
import type { TDatabase } from '../../db/client';
import { checkoutSessions, discountCodes, purchases, type TUserRow, users } from '../../db/schema';
import { notFound } from '../../http-error';
import { findUserByEmail, normalizeEmail } from '../auth/auth.service';
import { issuePasswordLink } from '../auth/password-reset.service';
import { enqueueMail } from '../mail/mail.service';
import { getPlatformConfig } from '../platform/platform.service';

export interface TFulfilment {
  checkoutSessionId: string;
  paymentReference: string | null;
  publicOrigin: string;
}

/**
 * Grants the purchase of a paid checkout. Every path that learns of a payment (the local test page, a Stripe
 * event, a verification call) comes here; the checkout row is locked and a purchase exists at most once per
 * checkout, so duplicates and races grant access once and send one confirmation.
 */
export async function fulfilCheckout(db: TDatabase, payment: TFulfilment) {
  return db.transaction(async (txn) => {
    const tx = txn as TDatabase;
    const [checkout] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, payment.checkoutSessionId))
      .for('update');
    if (!checkout) throw notFound('Checkout session not found.');
    const [existing] = await tx.select().from(purchases).where(eq(purchases.checkoutSessionId, checkout.id));
    if (existing) return existing;

    // Paid after it had expired: the discount use it gave back is taken again, since the buyer did use it.
    if (checkout.discountReleased && checkout.discountCodeId) {
      await tx
        .update(discountCodes)
        .set({ currentUses: sql`${discountCodes.currentUses} + 1` })
        .where(eq(discountCodes.id, checkout.discountCodeId));
    }
    await tx
      .update(checkoutSessions)
      .set({ status: 'complete', discountReleased: false })
      .where(eq(checkoutSessions.id, checkout.id));

    const { user, isNew } = await buyerFor(tx, checkout.userId, checkout.guestEmail);
    const paidAt = new Date();
    const [purchase] = await tx
      .insert(purchases)
      .values({
        userId: user.id,
        checkoutSessionId: checkout.id,
        provider: checkout.provider,
        plan: checkout.plan,
        listAmountCents: checkout.listAmountCents,
        discountCents: checkout.discountCents,
        amountCents: checkout.amountCents,
        discountCode: checkout.discountCode,
        paymentReference: payment.paymentReference,
        paidAt,
      })
      .returning();
    await tx
      .update(users)
      .set({ purchaseStatus: 'completed', purchasePlan: checkout.plan, purchaseExpiresAt: null })
      .where(eq(users.id, user.id));

    const { brandName } = await getPlatformConfig(tx);
    await enqueueMail(tx, {
      kind: 'purchase-confirmation',
      to: user.email,
      userId: user.id,
      subject: `Your ${brandName} receipt: ${kitPlanName}`,
      text: [
        `Hello ${user.displayName},`,
        '',
        `Thank you for buying the ${kitPlanName}. Your access is active now.`,
        '',
        `Price: ${formatCents(checkout.listAmountCents)}`,
        ...(checkout.discountCents > 0
          ? [`Discount (${checkout.discountCode}): -${formatCents(checkout.discountCents)}`]
          : []),
        `Paid: ${formatCents(checkout.amountCents)} on ${paidAt.toISOString().slice(0, 10)}`,
        `Payment reference: ${payment.paymentReference ?? 'none (fully discounted)'}`,
        '',
        `A PDF receipt is in Settings > Billing: ${payment.publicOrigin}/settings`,
        'Changed your mind? Reply to this mail or use the contact form within 14 days for a full refund.',
      ].join('\n'),
    });
    if (isNew) {
      await issuePasswordLink(tx, user, {
        publicOrigin: payment.publicOrigin,
        lifetimeMs: inviteLifetimeMs,
        kind: 'purchase-account-setup',
        subject: `Set your ${brandName} password`,
        intro: 'Your purchase created an account for this e-mail address. Choose your password here to sign in:',
        outro: 'The link works once within seven days. Your study kit is waiting for you.',
      });
    }
    return purchase!;
  });
}

/** The buyer's account: the signed-in user, or for a guest the account with that e-mail, made if needed. */
async function buyerFor(db: TDatabase, userId: number | null, guestEmail: string | null) {
  if (userId) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (user) return { user, isNew: false };
  }
  const email = normalizeEmail(guestEmail ?? '');
  const existing = await findUserByEmail(db, email);
  if (existing) return { user: existing, isNew: false };
  const [created] = await db
    .insert(users)
    .values({ email, displayName: email.split('@')[0] ?? 'Learner', role: 'student', states: ['national'] })
    .returning();
  return { user: created as TUserRow, isNew: true };
}
