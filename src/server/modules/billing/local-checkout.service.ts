import { randomBytes } from 'node:crypto';
import { testCards, billingMessages as texts } from '../../../shared/domain/billing';
import { kitPlanName } from '../../../shared/domain/pricing';
import type { TDatabase } from '../../db/client';
import { badRequest, conflict, HttpError } from '../../http-error';
import { findCheckout, successPath } from './checkout.service';
import type { TCheckoutCaller } from './checkout-buyer';
import { closeOpenCheckout } from './checkout-close';
import { fulfilCheckout } from './fulfilment.service';
import { runFollowUpQuietly } from './payment-follow-up';
import type { TPaymentProviders } from './payment-providers';

async function findLocalCheckout(db: TDatabase, sessionId: string, caller: TCheckoutCaller) {
  const checkout = await findCheckout(db, sessionId, caller);
  if (checkout.provider !== 'local') throw badRequest(texts.sessionNotFound);
  return checkout;
}

export async function describeLocalCheckout(db: TDatabase, sessionId: string, caller: TCheckoutCaller) {
  const checkout = await findLocalCheckout(db, sessionId, caller);
  return {
    id: checkout.id,
    planName: kitPlanName,
    email: checkout.guestEmail,
    listAmountCents: checkout.listAmountCents,
    discountCents: checkout.discountCents,
    amountCents: checkout.amountCents,
    discountCode: checkout.discountCode,
    // A checkout that never opened reads as expired: to the buyer both mean "start again".
    status: checkout.status === 'failed' ? ('expired' as const) : checkout.status,
  };
}

/** The test checkout's card form: Stripe's test numbers pay or decline; a payment goes through fulfilment. */
export async function payLocalCheckout(
  db: TDatabase,
  providers: TPaymentProviders,
  input: { sessionId: string; cardNumber: string; caller: TCheckoutCaller; publicOrigin: string; now: Date },
) {
  const checkout = await findLocalCheckout(db, input.sessionId, input.caller);
  if (checkout.status !== 'open' || checkout.expiresAt.getTime() < input.now.getTime())
    throw conflict(texts.sessionClosed);
  if (input.cardNumber === testCards.declined) throw new HttpError(402, texts.cardDeclined);
  if (input.cardNumber !== testCards.success) {
    throw badRequest('This is the test checkout: pay with 4242 4242 4242 4242 (4000 0000 0000 0002 is declined).');
  }
  // Two checkouts paid at the same moment both get here; fulfilment grants one and refunds the other.
  const { followUp } = await fulfilCheckout(db, {
    checkoutSessionId: checkout.id,
    paymentReference: `pi_local_${randomBytes(12).toString('hex')}`,
    publicOrigin: input.publicOrigin,
    now: input.now,
  });
  await runFollowUpQuietly(db, providers, followUp, input.now);
  return { redirectUrl: successPath(checkout.id) };
}

/** Leaving the test checkout closes it at once and gives its discount use back. */
export async function cancelLocalCheckout(db: TDatabase, sessionId: string, caller: TCheckoutCaller) {
  await findLocalCheckout(db, sessionId, caller);
  await closeOpenCheckout(db, sessionId, 'expired');
  return { redirectUrl: '/pricing' };
}
