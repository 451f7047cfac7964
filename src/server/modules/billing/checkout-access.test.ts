import { describe, expect, it } from 'vitest';
import { testCards, billingMessages as texts } from '../../../shared/domain/billing';
import { readBody, setupTestApp } from '../../test/app';
import { checkoutHelpers } from '../../test/checkout-helpers';

// A checkout id travels in URLs (success page, history, referrers): it must not work as a bearer token.
const ctx = setupTestApp();
const { post, get, sessionIdOf, student, checkout, guestCheckout } = checkoutHelpers(ctx);

/** Every call that takes a checkout id, as this caller; each must answer 404 "not found" to a stranger. */
async function expectStrangerRefused(sessionId: string, cookie: string | undefined) {
  const answers = [
    await get(`/_api/billing/local-checkout?sessionId=${sessionId}`, cookie),
    await post('/_api/billing/local-checkout/pay', { sessionId, cardNumber: testCards.success }, cookie),
    await post('/_api/billing/local-checkout/cancel', { sessionId }, cookie),
    await post('/_api/billing/verify-checkout-session', { sessionId }, cookie),
  ];
  for (const answer of answers) {
    expect(answer.statusCode, answer.body).toBe(404);
    expect(answer.json().error).toBe(texts.sessionNotFound);
  }
}

describe('a checkout answers only to its buyer', () => {
  it("refuses another user and an anonymous caller a signed-in buyer's checkout; the buyer still pays", async () => {
    const buyer = await student();
    const sessionId = sessionIdOf(await checkout(buyer.cookie));
    await expectStrangerRefused(sessionId, (await student()).cookie);
    await expectStrangerRefused(sessionId, undefined);
    // A browser with a guest token is no more the buyer than anyone else.
    const guest = await guestCheckout('someone-else@example.test');
    await expectStrangerRefused(sessionId, guest.cookie);

    expect(readBody(await get(`/_api/billing/local-checkout?sessionId=${sessionId}`, buyer.cookie))).toMatchObject({
      status: 'open',
    });
    const paid = await post(
      '/_api/billing/local-checkout/pay',
      { sessionId, cardNumber: testCards.success },
      buyer.cookie,
    );
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it("keeps a guest's e-mail and checkout to the browser that started it", async () => {
    const guest = await guestCheckout('private.guest@example.test');
    const sessionId = sessionIdOf(guest.url);
    await expectStrangerRefused(sessionId, undefined);
    await expectStrangerRefused(sessionId, (await student()).cookie);
    const otherBrowser = await guestCheckout('other.guest@example.test');
    await expectStrangerRefused(sessionId, otherBrowser.cookie);
    await expectStrangerRefused(sessionId, 'checkout_buyer=not-a-token');

    const details = readBody(await get(`/_api/billing/local-checkout?sessionId=${sessionId}`, guest.cookie));
    expect(details).toMatchObject({ email: 'private.guest@example.test', status: 'open' });
    // The same browser keeps its token for a second checkout, and both stay reachable from it.
    const second = await guestCheckout('private.guest@example.test', guest.cookie);
    expect(second.cookie).toBe(guest.cookie);
    expect(
      (await get(`/_api/billing/local-checkout?sessionId=${sessionIdOf(second.url)}`, guest.cookie)).statusCode,
    ).toBe(200);
    const cancelled = await post('/_api/billing/local-checkout/cancel', { sessionId }, guest.cookie);
    expect(readBody(cancelled)).toEqual({ redirectUrl: '/pricing' });
  });
});

describe('payment mode', () => {
  it('tells every visitor that this site runs the test checkout', async () => {
    expect(readBody(await get('/_api/billing/payment-mode'))).toEqual({ testMode: true });
  });
});
