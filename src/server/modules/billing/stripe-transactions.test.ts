import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingMessages as texts } from '../../../shared/domain/billing';
import { checkoutSessions, discountCodes, purchases } from '../../db/schema';
import { superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { completedEvent, overHttps, setupStripeApp } from '../../test/stripe-app';

// No call to Stripe runs inside a database transaction: on PGlite (one connection) every other request would wait
// for Stripe, and a failure must leave nothing half-written.
const stripe = setupStripeApp();
const { base, signedWebhook, stripeCheckout, createCheckout } = stripe;
const slowMs = 2500;

/** Starts a call that waits on a slow Stripe, and answers whether the health check finished before it. */
async function healthAnswersDuring(path: string, start: () => Promise<{ statusCode: number }>) {
  stripe.fake.delay(path, slowMs);
  const seen = stripe.fake.requests.length;
  const order: string[] = [];
  const slow = start().then((response) => {
    order.push('slow call');
    return response;
  });
  // Ask only once the slow call is waiting on Stripe, whatever the machine's speed.
  while (!stripe.fake.requests.slice(seen).some((r) => r.path === path)) await new Promise((r) => setTimeout(r, 10));
  const health = await stripe.app.inject({ method: 'GET', url: '/_api/health' });
  order.push('health');
  const response = await slow;
  stripe.fake.delay(path, 0);
  expect(health.statusCode).toBe(200);
  return { order, response };
}

const adminCookie = async () =>
  cookieFor(base.database.db, await createUser(base.database.db, { role: 'admin' }), overHttps);

describe('while Stripe is slow, other requests are served', () => {
  it('opening a checkout', async () => {
    const cookie = await cookieFor(base.database.db, await createUser(base.database.db), overHttps);
    const { order, response } = await healthAnswersDuring('/v1/checkout/sessions', () => createCheckout(cookie));
    expect(response.statusCode).toBe(200);
    expect(order).toEqual(['health', 'slow call']);
  });

  it('refunding a purchase', async () => {
    const buyer = await stripeCheckout();
    await signedWebhook(completedEvent(`evt_${buyer.sessionId}`, stripe.fake.markPaid(buyer.sessionId)));
    const [purchase] = await base.database.db.select().from(purchases).where(eq(purchases.userId, buyer.user.id));
    const cookie = await adminCookie();
    const { order, response } = await healthAnswersDuring('/v1/refunds', () =>
      stripe.app.inject({
        method: 'POST',
        url: '/_api/admin/purchase/refund',
        headers: { cookie },
        payload: superjsonBody({ purchaseId: purchase!.id }),
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(order).toEqual(['health', 'slow call']);
  });

  it("closing the buyer's other checkout after a payment", async () => {
    const first = await stripeCheckout();
    const second = await stripeCheckout(first);
    const event = completedEvent(`evt_${second.sessionId}`, stripe.fake.markPaid(second.sessionId));
    const { order, response } = await healthAnswersDuring(`/v1/checkout/sessions/${first.sessionId}/expire`, () =>
      signedWebhook(event),
    );
    expect(response.statusCode).toBe(200);
    expect(order).toEqual(['health', 'slow call']);
  });
});

describe('when Stripe refuses, nothing is left half-done', () => {
  it('a checkout that could not be opened gives its discount use back and leaves no open checkout', async () => {
    const [code] = await base.database.db
      .insert(discountCodes)
      .values({ code: 'LASTONE', type: 'percentage', value: 10, maxUses: 1 })
      .returning();
    const user = await createUser(base.database.db);
    const cookie = await cookieFor(base.database.db, user, overHttps);
    stripe.fake.fail('/v1/checkout/sessions', 500);
    const failed = await createCheckout(cookie, { discountCode: 'LASTONE' });
    stripe.fake.fail('/v1/checkout/sessions', null);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe(texts.createFailed);

    const uses = async () =>
      (await base.database.db.select().from(discountCodes).where(eq(discountCodes.id, code!.id)))[0]!.currentUses;
    expect(await uses()).toBe(0);
    const rows = await base.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.id));
    expect(rows.map((row) => row.status)).toEqual(['failed']);
    // The one use left is still there to be taken.
    expect((await createCheckout(cookie, { discountCode: 'LASTONE' })).statusCode).toBe(200);
    expect(await uses()).toBe(1);
  });

  it('a refund Stripe fails leaves the purchase completed, and a retry refunds once', async () => {
    const buyer = await stripeCheckout();
    await signedWebhook(completedEvent(`evt_${buyer.sessionId}`, stripe.fake.markPaid(buyer.sessionId)));
    const [purchase] = await base.database.db.select().from(purchases).where(eq(purchases.userId, buyer.user.id));
    const cookie = await adminCookie();
    const refund = () =>
      stripe.app.inject({
        method: 'POST',
        url: '/_api/admin/purchase/refund',
        headers: { cookie },
        payload: superjsonBody({ purchaseId: purchase!.id }),
      });
    stripe.fake.fail('/v1/refunds', 500);
    const failed = await refund();
    stripe.fake.fail('/v1/refunds', null);
    expect(failed.statusCode).toBe(502);
    const [after] = await base.database.db.select().from(purchases).where(eq(purchases.id, purchase!.id));
    expect(after).toMatchObject({ status: 'completed', refundedAt: null });

    expect((await refund()).statusCode).toBe(200);
    const [refunded] = await base.database.db.select().from(purchases).where(eq(purchases.id, purchase!.id));
    expect(refunded).toMatchObject({ status: 'refunded', refundReference: expect.stringMatching(/^re_fake_/) });
  });
});
