import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingMessages as texts } from '../../../shared/domain/billing';
import { checkoutSessions, processedWebhookEvents, purchases, users } from '../../db/schema';
import { readBody, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { completedEvent, overHttps, setupStripeApp } from '../../test/stripe-app';

const stripe = setupStripeApp();
const { base, signedWebhook, stripeCheckout } = stripe;

const purchasesOf = (userId: number) => base.database.db.select().from(purchases).where(eq(purchases.userId, userId));

describe('Stripe Checkout through stripe-node', () => {
  it('tells visitors that payments are real', async () => {
    const response = await stripe.app.inject({ method: 'GET', url: '/_api/billing/payment-mode' });
    expect(readBody(response)).toEqual({ testMode: false });
  });

  it('creates a session with the server price, the buyer reference and the return URLs', async () => {
    const { user, checkoutUrl, sessionId } = await stripeCheckout();
    expect(checkoutUrl).toBe(`https://checkout.stripe.test/pay/${sessionId}`);
    const sent = stripe.fake.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.form.get('line_items[0][price_data][unit_amount]')).toBe('4900');
    expect(sent.form.get('client_reference_id')).toBe(String(user.id));
    expect(sent.form.get('success_url')).toBe(
      'https://prep.example.com/billing/success?session_id={CHECKOUT_SESSION_ID}',
    );
    const [row] = await base.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(row).toMatchObject({ provider: 'stripe', amountCents: 4900 });
  });

  it('verifies with Stripe before granting: unpaid grants nothing, paid grants once', async () => {
    const { user, cookie, sessionId } = await stripeCheckout();
    const verify = () =>
      stripe.app.inject({
        method: 'POST',
        url: '/_api/billing/verify-checkout-session',
        headers: { cookie },
        payload: superjsonBody({ sessionId }),
      });
    expect(readBody(await verify())).toEqual({ success: false, error: texts.notPaid });
    stripe.fake.markPaid(sessionId);
    expect(readBody(await verify())).toMatchObject({ success: true });
    await verify();
    const rows = await purchasesOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.paymentReference).toBe(`pi_fake_${sessionId}`);
  });

  it('fulfils once from a signed webhook, even when five copies arrive together', async () => {
    const { user, sessionId } = await stripeCheckout();
    const session = stripe.fake.markPaid(sessionId);
    const event = completedEvent(`evt_${sessionId}`, session);
    const responses = await Promise.all(Array.from({ length: 5 }, () => signedWebhook(event)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // A different event about the same session is a duplicate too.
    expect((await signedWebhook(completedEvent(`evt_again_${sessionId}`, session))).statusCode).toBe(200);
    expect(await purchasesOf(user.id)).toHaveLength(1);
    const [row] = await base.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.purchaseStatus).toBe('completed');
  });

  it('refuses a tampered body, a wrong secret, a missing header and a stale timestamp, writing nothing', async () => {
    const { user, sessionId } = await stripeCheckout();
    const event = completedEvent(`evt_bad_${sessionId}`, stripe.fake.markPaid(sessionId));
    const attempts = [
      await signedWebhook(event, { tamper: true }),
      await signedWebhook(event, { secret: 'whsec_wrong' }),
      await signedWebhook(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      await stripe.app.inject({
        method: 'POST',
        url: '/_api/billing/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(texts.webhookSignature);
    }
    expect(await purchasesOf(user.id)).toHaveLength(0);
    const recorded = await base.database.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.id, event.id));
    expect(recorded).toHaveLength(0);
  });

  it('refunds through Stripe with an idempotency key, and records a refund made in Stripe', async () => {
    const { user, cookie, sessionId } = await stripeCheckout();
    stripe.fake.markPaid(sessionId);
    await stripe.app.inject({
      method: 'POST',
      url: '/_api/billing/verify-checkout-session',
      headers: { cookie },
      payload: superjsonBody({ sessionId }),
    });
    const [purchase] = await purchasesOf(user.id);
    const admin = await cookieFor(base.database.db, await createUser(base.database.db, { role: 'admin' }), overHttps);
    const refund = () =>
      stripe.app.inject({
        method: 'POST',
        url: '/_api/admin/purchase/refund',
        headers: { cookie: admin },
        payload: superjsonBody({ purchaseId: purchase!.id }),
      });
    expect((await refund()).statusCode).toBe(200);
    expect((await refund()).statusCode).toBe(200);
    const refundCalls = stripe.fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]!.headers['idempotency-key']).toBe(`refund-${purchase!.id}`);
    expect(refundCalls[0]!.form.get('payment_intent')).toBe(`pi_fake_${sessionId}`);

    const second = await stripeCheckout();
    stripe.fake.markPaid(second.sessionId);
    await signedWebhook(completedEvent(`evt_paid_${second.sessionId}`, stripe.fake.sessions.get(second.sessionId)!));
    const charge = {
      id: 'ch_1',
      object: 'charge',
      refunded: true,
      payment_intent: `pi_fake_${second.sessionId}`,
      refunds: { data: [{ id: 're_dash' }] },
    };
    await signedWebhook({
      id: `evt_refund_${second.sessionId}`,
      object: 'event',
      type: 'charge.refunded',
      data: { object: charge },
    });
    const [refunded] = await purchasesOf(second.user.id);
    expect(refunded).toMatchObject({ status: 'refunded', refundReference: 're_dash' });
  });
});

describe('when Stripe fails', () => {
  it('answers 502 with a plain message, not a 500', async () => {
    await stripe.fake.close();
    const user = await createUser(base.database.db);
    const response = await stripe.app.inject({
      method: 'POST',
      url: '/_api/billing/create-checkout-session',
      headers: { cookie: await cookieFor(base.database.db, user, overHttps) },
      payload: superjsonBody({}),
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe(texts.createFailed);
  });
});
