import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { testCards, billingMessages as texts } from '../../../shared/domain/billing';
import { kitPlanName } from '../../../shared/domain/pricing';
import type { TDatabase } from '../../db/client';
import { checkoutSessions, discountCodes } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../http-error';
import { findCheckout, successPath } from './checkout.service';
import { fulfilCheckout } from './fulfilment.service';

async function findLocalCheckout(db: TDatabase, sessionId: string) {
  const checkout = await findCheckout(db, sessionId);
  if (checkout.provider !== 'local') throw badRequest(texts.sessionNotFound);
  return checkout;
}

export async function describeLocalCheckout(db: TDatabase, sessionId: string) {
  const checkout = await findLocalCheckout(db, sessionId);
  return {
    id: checkout.id,
    planName: kitPlanName,
    email: checkout.guestEmail,
    listAmountCents: checkout.listAmountCents,
    discountCents: checkout.discountCents,
    amountCents: checkout.amountCents,
    discountCode: checkout.discountCode,
    status: checkout.status,
  };
}

/** The test checkout's card form: Stripe's test numbers pay or decline; a payment goes through fulfilment. */
export async function payLocalCheckout(
  db: TDatabase,
  input: { sessionId: string; cardNumber: string; publicOrigin: string },
) {
  const checkout = await findLocalCheckout(db, input.sessionId);
  if (checkout.status !== 'open' || checkout.expiresAt.getTime() < Date.now()) throw conflict(texts.sessionClosed);
  if (input.cardNumber === testCards.declined) throw new HttpError(402, texts.cardDeclined);
  if (input.cardNumber !== testCards.success) {
    throw badRequest('This is the test checkout: pay with 4242 4242 4242 4242 (4000 0000 0000 0002 is declined).');
  }
  await fulfilCheckout(db, {
    checkoutSessionId: checkout.id,
    paymentReference: `pi_local_${randomBytes(12).toString('hex')}`,
    publicOrigin: input.publicOrigin,
  });
  return { redirectUrl: successPath(checkout.id) };
}

/** Leaving the test checkout closes it at once and gives its discount use back. */
export async function cancelLocalCheckout(db: TDatabase, sessionId: string) {
  await findLocalCheckout(db, sessionId);
  await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(checkoutSessions)
      .set({ status: 'expired', discountReleased: true })
      .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'open')))
      .returning({ discountCodeId: checkoutSessions.discountCodeId });
    if (closed?.discountCodeId) {
      await tx
        .update(discountCodes)
        .set({ currentUses: sql`greatest(${discountCodes.currentUses} - 1, 0)` })
        .where(eq(discountCodes.id, closed.discountCodeId));
    }
  });
  return { redirectUrl: '/pricing' };
}
