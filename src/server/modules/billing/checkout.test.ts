import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCards, billingMessages as texts } from '../../../shared/domain/billing';
import { kitPlanName } from '../../../shared/domain/pricing';
import { discountCodes, mailMessages, purchases, users } from '../../db/schema';
import { readBody, setupTestApp } from '../../test/app';
import { checkoutHelpers } from '../../test/checkout-helpers';
import { cookieFor, createUser } from '../../test/factories';
import { releaseExpiredCheckouts } from '../discounts/discount-rules.service';

const ctx = setupTestApp();
afterEach(() => vi.useRealTimers());

const { post, sessionIdOf, student, checkout } = checkoutHelpers(ctx);

async function code(values: Partial<typeof discountCodes.$inferInsert> & { code: string }) {
  const [row] = await ctx.database.db
    .insert(discountCodes)
    .values({ type: 'percentage', value: 20, ...values })
    .returning();
  return row!;
}
const canUseLearnerRoutes = async (cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/_api/tags', headers: { cookie } })).statusCode === 200;

describe('discount validation', () => {
  it('prices a 20% code on the server and refuses unknown, inactive, expired and used-up codes', async () => {
    await code({ code: 'SPRING20' });
    const valid = readBody(await post('/_api/billing/validate-discount', { discountCode: ' spring20 ' }));
    expect(valid).toMatchObject({
      success: true,
      discountAmount: 980,
      finalAmount: 3920,
      discountType: 'percentage',
      discountValue: 20,
    });

    await code({ code: 'OFFLINE', isActive: false });
    await code({ code: 'OLDCODE', expiresAt: new Date(Date.now() - 1000) });
    await code({ code: 'GONE', maxUses: 1, currentUses: 1 });
    for (const [discountCode, message] of [
      ['NOPE', texts.discountUnknown],
      ['OFFLINE', texts.discountInactive],
      ['OLDCODE', texts.discountExpired],
      ['GONE', texts.discountUsedUp],
      ['', texts.discountRequired],
    ]) {
      const response = await post('/_api/billing/validate-discount', { discountCode });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
  });
});

describe('local test checkout', () => {
  it('declines the 0002 card and grants nothing, then pays with 4242 and grants access once', async () => {
    const { user, cookie } = await student();
    const url = await checkout(cookie);
    expect(url).toMatch(/^\/checkout\/test\?session_id=cs_test_/);
    const sessionId = sessionIdOf(url);
    const details = readBody(
      await ctx.app.inject({
        method: 'GET',
        url: `/_api/billing/local-checkout?sessionId=${sessionId}`,
        headers: { cookie },
      }),
    );
    expect(details).toMatchObject({ amountCents: 4900, discountCents: 0, status: 'open', planName: kitPlanName });

    const declined = await post(
      '/_api/billing/local-checkout/pay',
      { sessionId, cardNumber: '4000 0000 0000 0002' },
      cookie,
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toBe(texts.cardDeclined);
    expect(await canUseLearnerRoutes(cookie)).toBe(false);

    const paid = await post('/_api/billing/local-checkout/pay', { sessionId, cardNumber: testCards.success }, cookie);
    expect(readBody(paid)).toEqual({ redirectUrl: `/billing/success?session_id=${sessionId}` });
    const verified = readBody(await post('/_api/billing/verify-checkout-session', { sessionId }, cookie));
    expect(verified).toEqual({ success: true, plan: kitPlanName });
    await post('/_api/billing/verify-checkout-session', { sessionId }, cookie);
    expect(
      (await post('/_api/billing/local-checkout/pay', { sessionId, cardNumber: testCards.success }, cookie)).statusCode,
    ).toBe(409);

    expect(await canUseLearnerRoutes(cookie)).toBe(true);
    const rows = await ctx.database.db.select().from(purchases).where(eq(purchases.userId, user.id));
    expect(rows).toHaveLength(1);
    const mails = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, user.id), eq(mailMessages.kind, 'purchase-confirmation')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('$49.00');
    expect((await post('/_api/billing/create-checkout-session', {}, cookie)).json().error).toBe(texts.alreadyPurchased);
  });

  it('lets a learner whose access expired buy again (spec: "Please make a new purchase"), and grants it', async () => {
    const { user, cookie } = await student();
    await post(
      '/_api/billing/local-checkout/pay',
      { sessionId: sessionIdOf(await checkout(cookie)), cardNumber: testCards.success },
      cookie,
    );
    await ctx.database.db
      .update(users)
      .set({ purchaseExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(users.id, user.id));
    expect(await canUseLearnerRoutes(cookie)).toBe(false);

    const sessionId = sessionIdOf(await checkout(cookie));
    const paid = await post('/_api/billing/local-checkout/pay', { sessionId, cardNumber: testCards.success }, cookie);
    expect(paid.statusCode).toBe(200);
    expect(await canUseLearnerRoutes(cookie)).toBe(true);
    const rows = await ctx.database.db.select().from(purchases).where(eq(purchases.userId, user.id));
    expect(rows.map((row) => row.status)).toEqual(['completed', 'completed']);
  });

  it('never grants to a forged id or to another user holding the id', async () => {
    const owner = await student();
    const sessionId = sessionIdOf(await checkout(owner.cookie));
    await post('/_api/billing/local-checkout/pay', { sessionId, cardNumber: testCards.success }, owner.cookie);
    const intruder = await student();
    const foreign = await post('/_api/billing/verify-checkout-session', { sessionId }, intruder.cookie);
    expect(foreign.statusCode).toBe(404);
    const forged = await post(
      '/_api/billing/verify-checkout-session',
      { sessionId: 'cs_test_forged' },
      intruder.cookie,
    );
    expect(forged.statusCode).toBe(404);
    expect(
      (await post('/_api/billing/verify-checkout-session', { sessionId: 'pi_123' }, intruder.cookie)).json().error,
    ).toBe(texts.sessionIdInvalid);
    const unpaid = sessionIdOf(await checkout(intruder.cookie));
    expect(
      readBody(await post('/_api/billing/verify-checkout-session', { sessionId: unpaid }, intruder.cookie)),
    ).toEqual({
      success: false,
      error: texts.notPaid,
    });
    expect(await canUseLearnerRoutes(intruder.cookie)).toBe(false);
  });

  it('completes a 100% code at once with no payment', async () => {
    await code({ code: 'FREEKIT', value: 100 });
    const { user, cookie } = await student();
    expect(await checkout(cookie, { discountCode: 'freekit' })).toBe('/billing/success?discount_complete=true');
    const [purchase] = await ctx.database.db.select().from(purchases).where(eq(purchases.userId, user.id));
    expect(purchase).toMatchObject({ amountCents: 0, discountCents: 4900, discountCode: 'FREEKIT', provider: 'free' });
    expect(await canUseLearnerRoutes(cookie)).toBe(true);
  });

  it('gives a discount use back when a checkout is cancelled or expires unpaid', async () => {
    const limited = await code({ code: 'TWOLEFT', maxUses: 2 });
    const uses = async () =>
      (await ctx.database.db.select().from(discountCodes).where(eq(discountCodes.id, limited.id)))[0]!.currentUses;
    const first = await student();
    const cancelled = sessionIdOf(await checkout(first.cookie, { discountCode: 'TWOLEFT' }));
    expect(await uses()).toBe(1);
    expect(readBody(await post('/_api/billing/local-checkout/cancel', { sessionId: cancelled }, first.cookie))).toEqual(
      {
        redirectUrl: '/pricing',
      },
    );
    expect(await uses()).toBe(0);

    await checkout(first.cookie, { discountCode: 'TWOLEFT' });
    const second = await student();
    await checkout(second.cookie, { discountCode: 'TWOLEFT' });
    const third = await student();
    expect(
      (await post('/_api/billing/create-checkout-session', { discountCode: 'TWOLEFT' }, third.cookie)).json().error,
    ).toBe(texts.discountUsedUp);
    expect(
      await releaseExpiredCheckouts(ctx.database.db, new Date(Date.now() + 31 * 60 * 1000)),
    ).toBeGreaterThanOrEqual(2);
    expect(await uses()).toBe(0);
  });
});

describe('refunds and receipts', () => {
  async function paidStudent() {
    const buyer = await student();
    const sessionId = sessionIdOf(await checkout(buyer.cookie));
    await post('/_api/billing/local-checkout/pay', { sessionId, cardNumber: testCards.success }, buyer.cookie);
    const [purchase] = await ctx.database.db.select().from(purchases).where(eq(purchases.userId, buyer.user.id));
    return { ...buyer, purchase: purchase! };
  }
  const admin = async () => cookieFor(ctx.database.db, await createUser(ctx.database.db, { role: 'admin' }));

  it('downloads a PDF receipt of the buyer’s own purchase only', async () => {
    const buyer = await paidStudent();
    const receipt = await ctx.app.inject({
      method: 'GET',
      url: '/_api/billing/receipt',
      headers: { cookie: buyer.cookie },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toMatch(/attachment; filename=".*receipt.*\.pdf"/);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await student();
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/_api/billing/receipt?purchaseId=${buyer.purchase.id}`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refunds once within 14 days, ending access at once', async () => {
    const buyer = await paidStudent();
    const cookie = await admin();
    const [first, second] = await Promise.all([
      post('/_api/admin/purchase/refund', { purchaseId: buyer.purchase.id }, cookie),
      post('/_api/admin/purchase/refund', { purchaseId: buyer.purchase.id }, cookie),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(readBody(first)).toMatchObject({ message: texts.refunded, purchase: { status: 'refunded' } });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(user!.purchaseStatus).toBe('cancelled');
    expect(await canUseLearnerRoutes(buyer.cookie)).toBe(false);
    const refundMails = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, buyer.user.id), eq(mailMessages.kind, 'refund-confirmation')));
    expect(refundMails).toHaveLength(1);
  });

  it('refuses a refund after 14 days', async () => {
    const buyer = await paidStudent();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15 * 24 * 60 * 60 * 1000);
    const cookie = await admin();
    const response = await post('/_api/admin/purchase/refund', { purchaseId: buyer.purchase.id }, cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(texts.refundWindowPassed);
  });
});
