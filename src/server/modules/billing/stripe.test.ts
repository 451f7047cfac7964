import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages as texts } from '../../../shared/domain/billing';
import { buildApp } from '../../app';
import { readConfig } from '../../config';
import { checkoutSessions, processedWebhookEvents, purchases, users } from '../../db/schema';
import { createPaymentProviders } from '../../providers/payments/create-payment-providers';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { startFakeStripe } from '../../test/fake-stripe';

const WEBHOOK_SECRET = 'whsec_test_secret';
// This app is served over https, where the session cookie is __Host-session.
const overHttps = { secureCookies: true };
const base = setupTestApp();
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  fake = await startFakeStripe();
  const config = readConfig({
    WEB_DIST_DIR: 'dist/none',
    PUBLIC_URL: 'https://prep.example.com',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  app = await buildApp({
    config,
    database: base.database,
    logger: false,
    payments: createPaymentProviders(config, base.database.db),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const signer = new Stripe('sk_test_fake');
function signedWebhook(event: object, options: { secret?: string; timestamp?: number; tamper?: boolean } = {}) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return app.inject({
    method: 'POST',
    url: '/_api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload: options.tamper ? payload.replace('"paid"', '"PAID"') : payload,
  });
}
const completedEvent = (id: string, session: object) => ({
  id,
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: session },
});

async function stripeCheckout() {
  const user = await createUser(base.database.db);
  const cookie = await cookieFor(base.database.db, user, overHttps);
  const response = await app.inject({
    method: 'POST',
    url: '/_api/billing/create-checkout-session',
    headers: { cookie },
    payload: superjsonBody({}),
  });
  const { checkoutUrl } = readBody<{ checkoutUrl: string }>(response);
  const sessionId = checkoutUrl.split('/').at(-1)!;
  return { user, cookie, checkoutUrl, sessionId };
}
const purchasesOf = (userId: number) => base.database.db.select().from(purchases).where(eq(purchases.userId, userId));

describe('Stripe Checkout through stripe-node', () => {
  it('creates a session with the server price, the buyer reference and the return URLs', async () => {
    const { user, checkoutUrl, sessionId } = await stripeCheckout();
    expect(checkoutUrl).toBe(`https://checkout.stripe.test/pay/${sessionId}`);
    const sent = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!;
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
      app.inject({
        method: 'POST',
        url: '/_api/billing/verify-checkout-session',
        headers: { cookie },
        payload: superjsonBody({ sessionId }),
      });
    expect(readBody(await verify())).toEqual({ success: false, error: texts.notPaid });
    fake.markPaid(sessionId);
    expect(readBody(await verify())).toMatchObject({ success: true });
    await verify();
    const rows = await purchasesOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.paymentReference).toBe(`pi_fake_${sessionId}`);
  });

  it('fulfils once from a signed webhook, even when five copies arrive together', async () => {
    const { user, sessionId } = await stripeCheckout();
    const session = fake.markPaid(sessionId);
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
    const event = completedEvent(`evt_bad_${sessionId}`, fake.markPaid(sessionId));
    const attempts = [
      await signedWebhook(event, { tamper: true }),
      await signedWebhook(event, { secret: 'whsec_wrong' }),
      await signedWebhook(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      await app.inject({
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
    fake.markPaid(sessionId);
    await app.inject({
      method: 'POST',
      url: '/_api/billing/verify-checkout-session',
      headers: { cookie },
      payload: superjsonBody({ sessionId }),
    });
    const [purchase] = await purchasesOf(user.id);
    const admin = await cookieFor(base.database.db, await createUser(base.database.db, { role: 'admin' }), overHttps);
    const refund = () =>
      app.inject({
        method: 'POST',
        url: '/_api/admin/purchase/refund',
        headers: { cookie: admin },
        payload: superjsonBody({ purchaseId: purchase!.id }),
      });
    expect((await refund()).statusCode).toBe(200);
    expect((await refund()).statusCode).toBe(200);
    const refundCalls = fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]!.headers['idempotency-key']).toBe(`refund-${purchase!.id}`);
    expect(refundCalls[0]!.form.get('payment_intent')).toBe(`pi_fake_${sessionId}`);

    const second = await stripeCheckout();
    fake.markPaid(second.sessionId);
    await signedWebhook(completedEvent(`evt_paid_${second.sessionId}`, fake.sessions.get(second.sessionId)!));
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
    await fake.close();
    const user = await createUser(base.database.db);
    const response = await app.inject({
      method: 'POST',
      url: '/_api/billing/create-checkout-session',
      headers: { cookie: await cookieFor(base.database.db, user, overHttps) },
      payload: superjsonBody({}),
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe(texts.createFailed);
  });
});
