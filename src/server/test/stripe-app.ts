import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { createPaymentProviders } from '../providers/payments/create-payment-providers';
import { readBody, setupTestApp, superjsonBody } from './app';
import { cookieFor, createUser } from './factories';
import { startFakeStripe } from './fake-stripe';

/** The fake Stripe app is served over https, where the session cookie is __Host-session. */
export const overHttps = { secureCookies: true };

export const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_fake');

/** The app configured for Stripe, with stripe-node talking to a fake Stripe API on 127.0.0.1. */
export function setupStripeApp() {
  const base = setupTestApp();
  const ctx = {
    base,
    fake: undefined as unknown as Awaited<ReturnType<typeof startFakeStripe>>,
    app: undefined as unknown as Awaited<ReturnType<typeof buildApp>>,
  };
  beforeAll(async () => {
    ctx.fake = await startFakeStripe();
    const config = readConfig({
      WEB_DIST_DIR: 'dist/none',
      PUBLIC_URL: 'https://prep.example.com',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: ctx.fake.url,
    });
    ctx.app = await buildApp({
      config,
      database: base.database,
      logger: false,
      payments: createPaymentProviders(config, base.database.db),
    });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.fake?.close();
  });

  function signedWebhook(event: object, options: { secret?: string; timestamp?: number; tamper?: boolean } = {}) {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    });
    return ctx.app.inject({
      method: 'POST',
      url: '/_api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: options.tamper ? payload.replace('"paid"', '"PAID"') : payload,
    });
  }

  const createCheckout = (cookie: string, payload: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/_api/billing/create-checkout-session',
      headers: { cookie },
      payload: superjsonBody(payload),
    });

  /** A signed-in buyer's Stripe checkout (a second one for the same buyer when `buyer` is given). */
  async function stripeCheckout(buyer?: { user: Awaited<ReturnType<typeof createUser>>; cookie: string }) {
    const user = buyer?.user ?? (await createUser(base.database.db));
    const cookie = buyer?.cookie ?? (await cookieFor(base.database.db, user, overHttps));
    const { checkoutUrl } = readBody<{ checkoutUrl: string }>(await createCheckout(cookie));
    const sessionId = checkoutUrl.split('/').at(-1)!;
    return { user, cookie, checkoutUrl, sessionId };
  }
  return Object.assign(ctx, { signedWebhook, createCheckout, stripeCheckout });
}

export const completedEvent = (id: string, session: object) => ({
  id,
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: session },
});
