import { expect } from 'vitest';
import { readBody, superjsonBody, type TTestContext } from './app';
import { cookieFor, createUser } from './factories';

/** Calls of the purchase journeys, on one test app; each call comes from its own address (rate limits per IP). */
export function checkoutHelpers(ctx: { app: TTestContext['app']; database: TTestContext['database'] }) {
  let ipCounter = 0;
  const post = (url: string, payload: unknown, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: cookie ? { cookie } : {},
      payload: superjsonBody(payload),
      remoteAddress: `10.20.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`,
    });
  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const sessionIdOf = (checkoutUrl: string) => new URL(checkoutUrl, 'http://x').searchParams.get('session_id')!;

  async function student() {
    const user = await createUser(ctx.database.db);
    return { user, cookie: await cookieFor(ctx.database.db, user) };
  }
  async function checkout(cookie: string, payload: Record<string, unknown> = {}) {
    const response = await post('/_api/billing/create-checkout-session', payload, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return readBody<{ checkoutUrl: string }>(response).checkoutUrl;
  }
  /** A visitor's checkout, and the cookie that ties it to the visitor's browser (sent back when given). */
  async function guestCheckout(email: string, browserCookie?: string) {
    const response = await post('/_api/billing/create-checkout-session', { email }, browserCookie);
    expect(response.statusCode, response.body).toBe(200);
    const buyer = response.cookies.find((c) => c.name === 'checkout_buyer');
    const cookie = buyer ? `checkout_buyer=${buyer.value}` : browserCookie;
    if (!browserCookie) expect(buyer).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/_api/billing' });
    return { url: readBody<{ checkoutUrl: string }>(response).checkoutUrl, cookie: cookie! };
  }
  return { post, get, sessionIdOf, student, checkout, guestCheckout };
}
