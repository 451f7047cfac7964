import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accessGrantingStatuses } from '../../../shared/domain/access';
import { checkoutLifetimeMs, billingMessages as texts } from '../../../shared/domain/billing';
import { applyDiscount, kitPlan, kitPlanName, kitPriceCents } from '../../../shared/domain/pricing';
import type { TDatabase } from '../../db/client';
import { checkoutSessions, type TUserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-error';
import { findUserByEmail, normalizeEmail } from '../auth/auth.service';
import { releaseExpiredCheckouts, reserveDiscountUse } from '../discounts/discount-rules.service';
import { fulfilCheckout } from './fulfilment.service';
import type { TPaymentProviders } from './payment-providers';
import { callProvider } from './provider-call';

export const successPath = (sessionId: string) => `/billing/success?session_id=${encodeURIComponent(sessionId)}`;
export const discountCompletePath = '/billing/success?discount_complete=true';

interface TCreateCheckout {
  user: TUserRow | null;
  email?: string;
  discountCode?: string;
  publicOrigin: string;
}

/** Prices on the server, holds a discount use, and opens the provider's checkout; free orders complete at once. */
export async function createCheckout(db: TDatabase, providers: TPaymentProviders, input: TCreateCheckout) {
  await releaseExpiredCheckouts(db);
  const guestEmail = await checkBuyer(db, input);
  const now = new Date();

  const checkout = await db.transaction(async (txn) => {
    const tx = txn as TDatabase;
    const discount = input.discountCode ? await reserveDiscountUse(tx, input.discountCode, now) : null;
    const { discountAmount, finalAmount } = applyDiscount(kitPriceCents, discount);
    const expiresAt = new Date(now.getTime() + checkoutLifetimeMs);
    const opened =
      finalAmount === 0
        ? { id: `cs_free_${randomBytes(18).toString('base64url')}`, url: discountCompletePath }
        : await callProvider(
            () =>
              providers.active.createCheckout({
                amountCents: finalAmount,
                productName: kitPlanName,
                customerEmail: input.user?.email ?? guestEmail,
                clientReferenceId: input.user ? String(input.user.id) : `guest:${guestEmail}`,
                successUrl: `${input.publicOrigin}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
                cancelUrl: `${input.publicOrigin}/pricing`,
                expiresAt,
              }),
            texts.createFailed,
          );
    await tx.insert(checkoutSessions).values({
      id: opened.id,
      provider: finalAmount === 0 ? 'free' : providers.active.name,
      userId: input.user?.id ?? null,
      guestEmail,
      plan: kitPlan,
      listAmountCents: kitPriceCents,
      discountCents: discountAmount,
      amountCents: finalAmount,
      discountCodeId: discount?.id ?? null,
      discountCode: discount?.code ?? null,
      createdAt: now,
      expiresAt,
    });
    return { ...opened, free: finalAmount === 0 };
  });

  if (checkout.free) {
    await fulfilCheckout(db, {
      checkoutSessionId: checkout.id,
      paymentReference: null,
      publicOrigin: input.publicOrigin,
    });
  }
  return { checkoutUrl: checkout.url };
}

/** Who is buying: the signed-in user (once), or a visitor by e-mail who has no account yet. */
async function checkBuyer(db: TDatabase, input: TCreateCheckout): Promise<string | null> {
  if (input.user) {
    const status = input.user.purchaseStatus as (typeof accessGrantingStatuses)[number] | null;
    if (status && accessGrantingStatuses.includes(status)) throw conflict(texts.alreadyPurchased);
    return null;
  }
  if (!input.email) throw badRequest(texts.guestEmailRequired);
  if (await findUserByEmail(db, input.email)) throw conflict(texts.guestEmailHasAccount);
  return normalizeEmail(input.email);
}

export async function findCheckout(db: TDatabase, sessionId: string) {
  const [checkout] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  if (!checkout) throw notFound(texts.sessionNotFound);
  return checkout;
}

/**
 * Confirms with the provider that the checkout is paid before granting anything. A checkout started by a signed-in
 * user answers only to that user; a forged or foreign id gets the same "not found".
 */
export async function verifyCheckout(
  db: TDatabase,
  providers: TPaymentProviders,
  input: { sessionId: string; user: TUserRow | null; publicOrigin: string },
) {
  const checkout = await findCheckout(db, input.sessionId);
  if (checkout.userId !== null && checkout.userId !== input.user?.id) throw notFound(texts.sessionNotFound);
  const provider = checkout.provider === 'free' ? null : providers.byName[checkout.provider];
  const payment = provider
    ? await callProvider(() => provider.getCheckoutPayment(checkout.id), texts.verifyFailed)
    : { paid: true, paymentReference: null };
  if (!payment.paid) return { success: false, error: texts.notPaid };
  await fulfilCheckout(db, {
    checkoutSessionId: checkout.id,
    paymentReference: payment.paymentReference,
    publicOrigin: input.publicOrigin,
  });
  return { success: true, plan: kitPlanName };
}
