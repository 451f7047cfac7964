import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  checkoutLifetimeMs,
  discountReservationsPerAddress,
  testCards,
  billingMessages as texts,
} from '../../../shared/domain/billing';
import { checkoutSessions, discountCodes, purchases } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { pinnedClock } from '../../test/clock';
import { cookieFor, createUser } from '../../test/factories';

// L16: opening checkouts must not let one buyer, or one address, hold every use of a limited code without paying.
const clock = pinnedClock('2025-04-07T14:00:00Z');
const ctx = setupTestApp({}, { clock });

const open = (payload: Record<string, unknown>, address: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/_api/billing/create-checkout-session',
    headers: cookie ? { cookie } : {},
    payload: superjsonBody(payload),
    remoteAddress: address,
  });
const sessionIdOf = (response: { body: string }) => {
  const { checkoutUrl } = readBody<{ checkoutUrl: string }>(response as never);
  return new URL(checkoutUrl, 'http://x').searchParams.get('session_id')!;
};

async function limitedCode(code: string, maxUses: number | null) {
  const [row] = await ctx.database.db
    .insert(discountCodes)
    .values({ code, type: 'percentage', value: 20, maxUses })
    .returning();
  const uses = async () =>
    (await ctx.database.db.select().from(discountCodes).where(eq(discountCodes.id, row!.id)))[0]!.currentUses;
  const openCheckouts = async () =>
    (await ctx.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.discountCodeId, row!.id))).filter(
      (checkout) => checkout.status === 'open',
    );
  return { uses, openCheckouts };
}
async function student() {
  const user = await createUser(ctx.database.db);
  return { user, cookie: await cookieFor(ctx.database.db, user) };
}

describe('discount uses held by open checkouts (L16)', () => {
  it('one signed-in buyer opening five checkouts with a code holds one use, the latest checkout', async () => {
    const code = await limitedCode('ONEBUYER', 10);
    const buyer = await student();
    let latest = '';
    for (let i = 0; i < 5; i++) {
      const response = await open({ discountCode: 'ONEBUYER' }, `10.60.0.${i + 1}`, buyer.cookie);
      expect(response.statusCode, response.body).toBe(200);
      latest = sessionIdOf(response);
    }
    expect(await code.uses()).toBe(1);
    expect((await code.openCheckouts()).map((checkout) => checkout.id)).toEqual([latest]);
  });

  it('one guest e-mail opening five checkouts with a code holds one use', async () => {
    const code = await limitedCode('ONEGUEST', 10);
    for (let i = 0; i < 5; i++) {
      const response = await open({ discountCode: 'ONEGUEST', email: 'Guest-L16@example.test' }, `10.61.0.${i + 1}`);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await code.uses()).toBe(1);
    expect(await code.openCheckouts()).toHaveLength(1);
  });

  it('five guests with different e-mails from one address hold at most the cap, and are told why', async () => {
    const code = await limitedCode('ONEADDRESS', 10);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await open({ discountCode: 'ONEADDRESS', email: `guest${i}-l16@example.test` }, '10.62.0.1');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().error).toBe(texts.discountHeldFromAddress);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(discountReservationsPerAddress).toBeLessThan(5);
    expect(statuses).toEqual([
      ...Array(discountReservationsPerAddress).fill(200),
      ...Array(5 - discountReservationsPerAddress).fill(429),
    ]);
    expect(await code.uses()).toBe(discountReservationsPerAddress);
    // A checkout without the code from that address is not refused.
    expect((await open({ email: 'guest9-l16@example.test' }, '10.62.0.1')).statusCode).toBe(200);
  });

  it('a code with 3 uses cannot be held entirely from one address; another buyer elsewhere still gets one', async () => {
    const code = await limitedCode('THREEUSES', 3);
    for (let i = 0; i < discountReservationsPerAddress; i++) {
      expect((await open({ discountCode: 'THREEUSES' }, '10.63.0.1', (await student()).cookie)).statusCode).toBe(200);
    }
    const again = await open({ discountCode: 'THREEUSES' }, '10.63.0.1', (await student()).cookie);
    expect(again.statusCode).toBe(429);
    expect(await code.uses()).toBeLessThan(3);
    expect((await open({ discountCode: 'THREEUSES' }, '10.63.0.2', (await student()).cookie)).statusCode).toBe(200);

    // Reservations past the checkout lifetime are released, and the address may hold the code again.
    clock.advance(checkoutLifetimeMs + 1000);
    expect((await open({ discountCode: 'THREEUSES' }, '10.63.0.1', (await student()).cookie)).statusCode).toBe(200);
    expect(await code.uses()).toBe(1);
  });

  it('a real payment still counts its use, and no longer holds a place of its address', async () => {
    const code = await limitedCode('PAIDUSE', 5);
    const buyer = await student();
    const opened = await open({ discountCode: 'PAIDUSE' }, '10.64.0.1', buyer.cookie);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/_api/billing/local-checkout/pay',
      headers: { cookie: buyer.cookie },
      payload: superjsonBody({ sessionId: sessionIdOf(opened), cardNumber: testCards.success }),
      remoteAddress: '10.64.0.1',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [purchase] = await ctx.database.db.select().from(purchases).where(eq(purchases.userId, buyer.user.id));
    expect(purchase).toMatchObject({ status: 'completed', discountCode: 'PAIDUSE' });
    expect(await code.uses()).toBe(1);

    for (let i = 0; i < discountReservationsPerAddress; i++) {
      expect((await open({ discountCode: 'PAIDUSE' }, '10.64.0.1', (await student()).cookie)).statusCode).toBe(200);
    }
    expect((await open({ discountCode: 'PAIDUSE' }, '10.64.0.1', (await student()).cookie)).statusCode).toBe(429);
    expect(await code.uses()).toBe(1 + discountReservationsPerAddress);

    clock.advance(checkoutLifetimeMs + 1000);
    expect((await open({ discountCode: 'PAIDUSE' }, '10.64.0.9', (await student()).cookie)).statusCode).toBe(200);
    // The two open ones expired and gave their uses back; the paid one and the new one remain.
    expect(await code.uses()).toBe(2);
  });
});
