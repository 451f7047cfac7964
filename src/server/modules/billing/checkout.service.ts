import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { holdsUnexpiredPurchase } from '../../../shared/domain/access';
import { checkoutLifetimeMs, billingMessages as texts } from '../../../shared/domain/billing';
import { applyDiscount, kitPlan, kitPlanName, kitPriceCents } from '../../../shared/domain/pricing';
import type { TDatabase } from '../../db/client';
import { checkoutSessions, type TDiscountCodeRow, type TUserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-error';
import { normalizeEmail } from '../auth/auth.service';
import { lockDiscountCode, releaseExpiredCheckouts, reserveDiscountUse } from '../discounts/discount-rules.service';
import { assertCheckoutCaller, hashBuyerToken, type TCheckoutCaller } from './checkout-buyer';
import { closeOpenCheckout } from './checkout-close';
import { assertAddressMayHold, hashClientAddress, releaseEarlierHolds } from './discount-holds';
import { fulfilCheckout } from './fulfilment.service';
import { runFollowUpQuietly } from './payment-follow-up';
import type { TPaymentProviders } from './payment-providers';
import { callProvider } from './provider-call';

export const successPath = (sessionId: string) => `/billing/success?session_id=${encodeURIComponent(sessionId)}`;
export const discountCompletePath = '/billing/success?discount_complete=true';

interface TCreateCheckout {
  now: Date;
  user: TUserRow | null;
  email?: string;
  discountCode?: string;
  publicOrigin: string;
  /** A guest's browser token (see checkout-buyer.ts); the checkout stores only its hash. */
  buyerToken?: string;
  /** The client's address: one address may hold only a few uses of a code through open checkouts (L16). */
  ip: string;
}

/**
 * Prices on the server and opens the provider's checkout in three steps, so that no transaction waits on the
 * provider: reserve (a discount use and an open row, committed), call the provider, record its id. If the call
 * fails, the reservation is closed as failed and the discount use given back. Free orders complete at once.
 */
export async function createCheckout(db: TDatabase, providers: TPaymentProviders, input: TCreateCheckout) {
  await releaseExpiredCheckouts(db, input.now);
  const guestEmail = checkBuyer(input);
  const { reservation, released } = await reserveCheckout(db, providers, input, guestEmail);
  // The buyer's earlier checkout holding the same code was closed with the reservation; its payment page closes too.
  if (released.length > 0)
    await runFollowUpQuietly(db, providers, { expire: released, refundPurchaseId: null }, input.now);

  if (reservation.amountCents === 0) {
    const { followUp } = await fulfilCheckout(db, {
      checkoutSessionId: reservation.id,
      paymentReference: null,
      publicOrigin: input.publicOrigin,
      now: input.now,
    });
    await runFollowUpQuietly(db, providers, followUp, input.now);
    return { checkoutUrl: discountCompletePath };
  }

  const provider = providers.active;
  let opened: { id: string; url: string };
  try {
    opened = await callProvider(
      () =>
        provider.createCheckout({
          amountCents: reservation.amountCents,
          productName: kitPlanName,
          customerEmail: input.user?.email ?? guestEmail,
          clientReferenceId: input.user ? String(input.user.id) : `guest:${guestEmail}`,
          successUrl: `${input.publicOrigin}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${input.publicOrigin}/pricing`,
          expiresAt: reservation.expiresAt,
        }),
      texts.createFailed,
    );
  } catch (error) {
    await closeOpenCheckout(db, reservation.id, 'failed');
    throw error;
  }

  // The reserved row takes the provider's id, unless a payment elsewhere closed it in the meantime.
  const recorded = await db
    .update(checkoutSessions)
    .set({ id: opened.id })
    .where(and(eq(checkoutSessions.id, reservation.id), eq(checkoutSessions.status, 'open')))
    .returning({ id: checkoutSessions.id });
  if (recorded.length === 0) {
    await provider.expireCheckout(opened.id).catch(() => {});
    throw conflict(texts.alreadyPurchased);
  }
  return { checkoutUrl: opened.url };
}

/**
 * Step one: the discount use and the open checkout row, committed before the provider is called. With a code, its row
 * is locked first, so the buyer's earlier hold is released and the address's holds are counted one checkout at a time.
 */
async function reserveCheckout(
  db: TDatabase,
  providers: TPaymentProviders,
  input: TCreateCheckout,
  guestEmail: string | null,
) {
  const { now } = input;
  const buyerTokenHash = guestEmail && input.buyerToken ? hashBuyerToken(input.buyerToken) : null;
  const buyerAddressHash = hashClientAddress(input.ip);
  return db.transaction(async (txn) => {
    const tx = txn as TDatabase;
    let released: { id: string; provider: string }[] = [];
    let discount: TDiscountCodeRow | null = null;
    if (input.discountCode) {
      const codeId = await lockDiscountCode(tx, input.discountCode);
      if (codeId) {
        const holder = { userId: input.user?.id ?? null, guestEmail, buyerTokenHash };
        released = await releaseEarlierHolds(tx, codeId, holder);
        await assertAddressMayHold(tx, codeId, buyerAddressHash, now);
      }
      discount = await reserveDiscountUse(tx, input.discountCode, now);
    }
    const { discountAmount, finalAmount } = applyDiscount(kitPriceCents, discount);
    const free = finalAmount === 0;
    const [row] = await tx
      .insert(checkoutSessions)
      .values({
        // A placeholder id until the provider names the checkout; left behind by a crash, it simply expires.
        id: `cs_${free ? 'free' : 'pending'}_${randomBytes(18).toString('base64url')}`,
        provider: free ? 'free' : providers.active.name,
        userId: input.user?.id ?? null,
        guestEmail,
        buyerTokenHash,
        buyerAddressHash,
        plan: kitPlan,
        listAmountCents: kitPriceCents,
        discountCents: discountAmount,
        amountCents: finalAmount,
        discountCodeId: discount?.id ?? null,
        discountCode: discount?.code ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + checkoutLifetimeMs),
      })
      .returning();
    // Placeholder ids name nothing at the provider; free checkouts have no provider page.
    const atProvider = released.filter((checkout) => !/^cs_(pending|free)_/.test(checkout.id));
    return { reservation: row!, released: atProvider };
  });
}

/**
 * Who is buying: the signed-in user (once), or a visitor by e-mail. A visitor's answer does not depend on whether the
 * address has an account (issue 25, L14): the purchase goes to that account when paid, and its owner gets the receipt.
 */
function checkBuyer(input: TCreateCheckout): string | null {
  if (input.user) {
    if (holdsUnexpiredPurchase(input.user)) throw conflict(texts.alreadyPurchased);
    return null;
  }
  if (!input.email) throw badRequest(texts.guestEmailRequired);
  return normalizeEmail(input.email);
}

/** A checkout the caller may see: theirs, or for a guest's checkout, this browser's. */
export async function findCheckout(db: TDatabase, sessionId: string, caller: TCheckoutCaller) {
  const [checkout] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  if (!checkout) throw notFound(texts.sessionNotFound);
  assertCheckoutCaller(checkout, caller);
  return checkout;
}

/** Confirms with the provider that the checkout is paid before granting anything; then as any payment path. */
export async function verifyCheckout(
  db: TDatabase,
  providers: TPaymentProviders,
  input: { sessionId: string; caller: TCheckoutCaller; publicOrigin: string; now: Date },
) {
  const checkout = await findCheckout(db, input.sessionId, input.caller);
  const provider = checkout.provider === 'free' ? null : providers.byName[checkout.provider];
  const payment = provider
    ? await callProvider(() => provider.getCheckoutPayment(checkout.id), texts.verifyFailed)
    : { paid: true, paymentReference: null };
  if (!payment.paid) return { success: false, error: texts.notPaid };
  const { followUp } = await fulfilCheckout(db, {
    checkoutSessionId: checkout.id,
    paymentReference: payment.paymentReference,
    publicOrigin: input.publicOrigin,
    now: input.now,
  });
  await runFollowUpQuietly(db, providers, followUp, input.now);
  return { success: true, plan: kitPlanName };
}
