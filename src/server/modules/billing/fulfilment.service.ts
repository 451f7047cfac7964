import { and, eq, ne, sql } from 'drizzle-orm';
import { holdsUnexpiredPurchase } from '../../../shared/domain/access';
import { billingMessages } from '../../../shared/domain/billing';
import type { TDatabase } from '../../db/client';
import { checkoutSessions, discountCodes, purchases, type TPurchaseRow, type TUserRow, users } from '../../db/schema';
import { notFound } from '../../http-error';
import { findUserByEmail, normalizeEmail } from '../auth/auth.service';
import { sendPurchaseMails } from './purchase-mails';

export interface TFulfilment {
  checkoutSessionId: string;
  paymentReference: string | null;
  publicOrigin: string;
  /** When the payment is recorded: the purchase's paid date and the mails' due time. */
  now: Date;
}

/** What is left to do once the transaction has committed: calls to the payment provider never run inside one. */
export interface TFollowUp {
  /** The buyer's other checkouts, closed here; the provider is told after the commit. */
  expire: { id: string; provider: string }[];
  /** A payment that must go back (a second payment for the same kit). */
  refundPurchaseId: string | null;
}

export const noFollowUp = (): TFollowUp => ({ expire: [], refundPurchaseId: null });

// Any fixed number works; the second key is the buyer, so purchases by different buyers never wait for each other.
const PURCHASE_LOCK_SPACE = 727_002;

/**
 * Records a paid checkout. Every path that learns of a payment (the local test page, a Stripe event, a verification
 * call) comes here. Payments by one buyer are serialised, so of two checkouts paid at once one grants access and
 * closes the buyer's other open checkouts, and the other becomes a purchase to refund: nobody pays twice for one kit.
 * A purchase exists at most once per checkout, so duplicate events grant once and send one confirmation.
 */
export async function fulfilCheckout(
  db: TDatabase,
  payment: TFulfilment,
): Promise<{ purchase: TPurchaseRow; followUp: TFollowUp }> {
  return db.transaction(async (txn) => {
    const tx = txn as TDatabase;
    const [unlocked] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, payment.checkoutSessionId));
    if (!unlocked) throw notFound(billingMessages.sessionNotFound);
    const buyerEmail = await buyerEmailOf(tx, unlocked);
    // Taken before any row lock, by every payment of this buyer: two payments cannot deadlock or both grant.
    await tx.execute(sql`select pg_advisory_xact_lock(${PURCHASE_LOCK_SPACE}, hashtext(${buyerEmail}))`);
    const [checkout] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, payment.checkoutSessionId))
      .for('update');
    if (!checkout) throw notFound(billingMessages.sessionNotFound);
    const [existing] = await tx.select().from(purchases).where(eq(purchases.checkoutSessionId, checkout.id));
    if (existing) {
      // A refund that could not be made last time is tried again by whichever path hears of this payment next.
      return { purchase: existing, followUp: { expire: [], refundPurchaseId: refundOwed(existing) } };
    }

    const { user, isNew } = await buyerFor(tx, checkout.userId, checkout.guestEmail);
    const [alreadyPaid] = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.userId, user.id), eq(purchases.status, 'completed')));
    // A paid purchase whose access has since expired is no reason to refuse this one: the learner was told to buy again.
    if (checkout.status === 'superseded' || (alreadyPaid && holdsUnexpiredPurchase(user))) {
      return recordDuplicate(tx, checkout, user, payment);
    }

    // Paid after it had expired: the discount use it gave back is taken again, since the buyer did use it.
    if (checkout.discountReleased && checkout.discountCodeId) await changeDiscountUses(tx, checkout.discountCodeId, 1);
    await tx
      .update(checkoutSessions)
      .set({ status: 'complete', discountReleased: false })
      .where(eq(checkoutSessions.id, checkout.id));
    const [purchase] = await tx
      .insert(purchases)
      .values({ ...purchaseValues(checkout, user.id, payment), status: 'completed' })
      .returning();
    await tx
      .update(users)
      .set({ purchaseStatus: 'completed', purchasePlan: checkout.plan, purchaseExpiresAt: null })
      .where(eq(users.id, user.id));
    await sendPurchaseMails(tx, {
      user,
      isNew,
      checkout: checkout,
      purchase: purchase!,
      publicOrigin: payment.publicOrigin,
      now: payment.now,
    });
    const expire = await supersedeOpenCheckouts(tx, checkout.id, user);
    return { purchase: purchase!, followUp: { expire, refundPurchaseId: null } };
  });
}

const refundOwed = (purchase: TPurchaseRow) => (purchase.status === 'refunding' ? purchase.id : null);

type TCheckoutRow = typeof checkoutSessions.$inferSelect;

const purchaseValues = (checkout: TCheckoutRow, userId: number, payment: TFulfilment) => ({
  userId,
  checkoutSessionId: checkout.id,
  provider: checkout.provider,
  plan: checkout.plan,
  listAmountCents: checkout.listAmountCents,
  discountCents: checkout.discountCents,
  amountCents: checkout.amountCents,
  discountCode: checkout.discountCode,
  paymentReference: payment.paymentReference,
  paidAt: payment.now,
});

/** A second payment for a kit the buyer already has: kept on record as owed back, and refunded after the commit. */
async function recordDuplicate(db: TDatabase, checkout: TCheckoutRow, user: TUserRow, payment: TFulfilment) {
  // Its discount use goes back (once): the buyer keeps only the purchase that counts.
  if (!checkout.discountReleased && checkout.discountCodeId) await changeDiscountUses(db, checkout.discountCodeId, -1);
  await db
    .update(checkoutSessions)
    .set({ status: 'superseded', discountReleased: true })
    .where(eq(checkoutSessions.id, checkout.id));
  const [purchase] = await db
    .insert(purchases)
    .values({ ...purchaseValues(checkout, user.id, payment), status: 'refunding' })
    .returning();
  return { purchase: purchase!, followUp: { expire: [], refundPurchaseId: purchase!.id } };
}

/** Closes the buyer's other open checkouts (signed in or as a guest with the same e-mail) and frees their codes. */
async function supersedeOpenCheckouts(db: TDatabase, paidId: string, buyer: TUserRow) {
  const closed = await db
    .update(checkoutSessions)
    .set({ status: 'superseded', discountReleased: true })
    .where(
      and(
        eq(checkoutSessions.status, 'open'),
        ne(checkoutSessions.id, paidId),
        sql`(${checkoutSessions.userId} = ${buyer.id} or ${checkoutSessions.guestEmail} = ${buyer.email})`,
      ),
    )
    .returning({
      id: checkoutSessions.id,
      provider: checkoutSessions.provider,
      codeId: checkoutSessions.discountCodeId,
    });
  for (const { codeId } of closed) if (codeId) await changeDiscountUses(db, codeId, -1);
  return closed.map(({ id, provider }) => ({ id, provider }));
}

async function changeDiscountUses(db: TDatabase, discountCodeId: string, by: 1 | -1) {
  await db
    .update(discountCodes)
    .set({ currentUses: sql`greatest(${discountCodes.currentUses} + ${by}, 0)` })
    .where(eq(discountCodes.id, discountCodeId));
}

async function buyerEmailOf(db: TDatabase, checkout: TCheckoutRow) {
  if (checkout.userId) {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, checkout.userId));
    if (user) return normalizeEmail(user.email);
  }
  return normalizeEmail(checkout.guestEmail ?? '');
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
