import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCards, billingMessages as texts } from '../../../shared/domain/billing';
import { discountCodes, mailMessages, purchases, users } from '../../db/schema';
import { createLocalPaymentProvider } from '../../providers/payments/local-provider';
import { readBody, setupTestApp } from '../../test/app';
import { checkoutHelpers } from '../../test/checkout-helpers';
import { fulfilCheckout } from './fulfilment.service';
import { runFollowUp } from './payment-follow-up';
import type { TPaymentProviders } from './payment-providers';

// Two open checkouts must never both be paid for one kit ($98 for $49 of access).
const ctx = setupTestApp();
const { post, get, sessionIdOf, student, checkout, guestCheckout } = checkoutHelpers(ctx);
const pay = (sessionId: string, cookie: string) =>
  post('/_api/billing/local-checkout/pay', { sessionId, cardNumber: testCards.success }, cookie);
const purchasesOf = (userId: number) => ctx.database.db.select().from(purchases).where(eq(purchases.userId, userId));
const mailsOf = (userId: number, kind: string) =>
  ctx.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.userId, userId), eq(mailMessages.kind, kind)));

describe('a buyer with two open test checkouts', () => {
  it('paying one closes the other, which can then no longer be paid, and gives its code use back', async () => {
    const [limited] = await ctx.database.db
      .insert(discountCodes)
      .values({ code: 'TWICE', type: 'percentage', value: 10, maxUses: 5 })
      .returning();
    const buyer = await student();
    // The second checkout goes without the code: a buyer holds a code through one open checkout only (L16).
    const first = sessionIdOf(await checkout(buyer.cookie, { discountCode: 'TWICE' }));
    const second = sessionIdOf(await checkout(buyer.cookie));
    const uses = async () =>
      (await ctx.database.db.select().from(discountCodes).where(eq(discountCodes.id, limited!.id)))[0]!.currentUses;
    expect(await uses()).toBe(1);

    expect((await pay(second, buyer.cookie)).statusCode).toBe(200);
    expect(await uses()).toBe(0);
    expect(readBody(await get(`/_api/billing/local-checkout?sessionId=${first}`, buyer.cookie))).toMatchObject({
      status: 'superseded',
    });
    const late = await pay(first, buyer.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(texts.sessionClosed);
    expect(await purchasesOf(buyer.user.id)).toHaveLength(1);
  });

  it('paying both at the same moment grants once and refunds the other, with a mail saying so', async () => {
    const buyer = await student();
    const a = sessionIdOf(await checkout(buyer.cookie));
    const b = sessionIdOf(await checkout(buyer.cookie));
    const answers = await Promise.all([pay(a, buyer.cookie), pay(b, buyer.cookie)]);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);

    const rows = await purchasesOf(buyer.user.id);
    expect(rows.filter((row) => row.status === 'completed')).toHaveLength(1);
    const refunded = rows.filter((row) => row.status !== 'completed');
    // Whether the second card got past the page's own check decides if there was a payment to give back.
    expect(refunded).toHaveLength(answers.filter((answer) => answer.statusCode === 200).length - 1);
    for (const row of refunded)
      expect(row).toMatchObject({ status: 'refunded', refundReference: expect.stringMatching(/^re_local_/) });
    expect(await mailsOf(buyer.user.id, 'duplicate-payment-refund')).toHaveLength(refunded.length);
    expect(await mailsOf(buyer.user.id, 'purchase-confirmation')).toHaveLength(1);
  });

  it('a payment arriving for a closed checkout is recorded as refunded; access and receipt stay', async () => {
    const buyer = await student();
    const first = sessionIdOf(await checkout(buyer.cookie));
    const second = sessionIdOf(await checkout(buyer.cookie));
    await pay(first, buyer.cookie);
    // The provider reports a payment for the checkout that was closed a moment before (the race above, made certain).
    const local = createLocalPaymentProvider(ctx.database.db);
    const providers: TPaymentProviders = { active: local, byName: { local } };
    const late = await fulfilCheckout(ctx.database.db, {
      checkoutSessionId: second,
      paymentReference: 'pi_local_late',
      publicOrigin: 'http://127.0.0.1',
      now: new Date(),
    });
    expect(late.purchase.status).toBe('refunding');
    await runFollowUp(ctx.database.db, providers, late.followUp, new Date());

    const rows = await purchasesOf(buyer.user.id);
    expect(rows.find((row) => row.checkoutSessionId === second)).toMatchObject({
      status: 'refunded',
      refundReference: expect.stringMatching(/^re_local_/),
    });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(user!.purchaseStatus).toBe('completed');
    const [mail] = await mailsOf(buyer.user.id, 'duplicate-payment-refund');
    expect(mail!.textBody).toContain('refunded the second payment of $49.00');
    expect(mail!.textBody).toContain('Your access stays active');
    const card = readBody<{ purchase: { status: string } }>(await get('/_api/billing/purchase', buyer.cookie));
    expect(card.purchase.status).toBe('completed');
    expect((await get('/_api/billing/receipt', buyer.cookie)).statusCode).toBe(200);
  });

  it('a guest paying one of two checkouts from the same browser closes the other', async () => {
    const first = await guestCheckout('two.tabs@example.test');
    const second = await guestCheckout('two.tabs@example.test', first.cookie);
    expect((await pay(sessionIdOf(first.url), first.cookie)).statusCode).toBe(200);
    const late = await pay(sessionIdOf(second.url), first.cookie);
    expect(late.statusCode).toBe(409);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'two.tabs@example.test'));
    expect(await purchasesOf(user!.id)).toHaveLength(1);
  });
});
