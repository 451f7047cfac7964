import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailMessages, purchases, users } from '../../db/schema';
import { readBody } from '../../test/app';
import { completedEvent, setupStripeApp } from '../../test/stripe-app';

// Stripe side of "never two payments for one kit": other checkouts are expired through Stripe after the commit,
// and a payment that still arrives is refunded through Stripe.
const stripe = setupStripeApp();
const { base, signedWebhook, stripeCheckout } = stripe;
const purchasesOf = (userId: number) => base.database.db.select().from(purchases).where(eq(purchases.userId, userId));
const mailsOf = (userId: number, kind: string) =>
  base.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.userId, userId), eq(mailMessages.kind, kind)));
const expireCalls = (sessionId: string) =>
  stripe.fake.requests.filter((r) => r.path === `/v1/checkout/sessions/${sessionId}/expire`);

describe('a buyer with two open Stripe checkouts', () => {
  it('paying one expires the other at Stripe; a payment that still arrives is refunded with a mail', async () => {
    const first = await stripeCheckout();
    const second = await stripeCheckout(first);
    const paid = stripe.fake.markPaid(second.sessionId);
    expect((await signedWebhook(completedEvent(`evt_${second.sessionId}`, paid))).statusCode).toBe(200);
    expect(expireCalls(first.sessionId)).toHaveLength(1);
    expect(stripe.fake.sessions.get(first.sessionId)!.status).toBe('expired');

    // The buyer had already paid in the other tab before the expiry landed: Stripe reports that payment too.
    const late = stripe.fake.markPaid(first.sessionId);
    expect((await signedWebhook(completedEvent(`evt_${first.sessionId}`, late))).statusCode).toBe(200);
    const refundCalls = stripe.fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(refundCalls.map((r) => r.form.get('payment_intent'))).toContain(`pi_fake_${first.sessionId}`);

    const rows = await purchasesOf(first.user.id);
    expect(rows.find((row) => row.checkoutSessionId === second.sessionId)).toMatchObject({ status: 'completed' });
    expect(rows.find((row) => row.checkoutSessionId === first.sessionId)).toMatchObject({
      status: 'refunded',
      refundReference: expect.stringMatching(/^re_fake_/),
    });
    const [user] = await base.database.db.select().from(users).where(eq(users.id, first.user.id));
    expect(user!.purchaseStatus).toBe('completed');
    expect(await mailsOf(first.user.id, 'duplicate-payment-refund')).toHaveLength(1);
  });

  it('a refund Stripe fails is owed, not lost: the webhook answers an error and the redelivery refunds', async () => {
    const first = await stripeCheckout();
    const second = await stripeCheckout(first);
    await signedWebhook(completedEvent(`evt_${second.sessionId}`, stripe.fake.markPaid(second.sessionId)));
    const lateEvent = completedEvent(`evt_${first.sessionId}`, stripe.fake.markPaid(first.sessionId));

    stripe.fake.fail('/v1/refunds', 500);
    const failed = await signedWebhook(lateEvent);
    expect(failed.statusCode).toBe(502);
    const owed = (await purchasesOf(first.user.id)).find((row) => row.checkoutSessionId === first.sessionId);
    expect(owed).toMatchObject({ status: 'refunding' });
    expect((await base.database.db.select().from(users).where(eq(users.id, first.user.id)))[0]!.purchaseStatus).toBe(
      'completed',
    );

    stripe.fake.fail('/v1/refunds', null);
    expect((await signedWebhook(lateEvent)).statusCode).toBe(200);
    expect(await signedWebhook(lateEvent)).toMatchObject({ statusCode: 200 });
    const settled = (await purchasesOf(first.user.id)).find((row) => row.checkoutSessionId === first.sessionId);
    expect(settled).toMatchObject({ status: 'refunded' });
    expect(await mailsOf(first.user.id, 'duplicate-payment-refund')).toHaveLength(1);
  });

  it('a buyer who already has access gets a new payment refunded, even on an open checkout', async () => {
    const first = await stripeCheckout();
    const second = await stripeCheckout(first);
    // Both paid at Stripe before either event arrived.
    const a = stripe.fake.markPaid(first.sessionId);
    const b = stripe.fake.markPaid(second.sessionId);
    await Promise.all([
      signedWebhook(completedEvent(`evt_${first.sessionId}`, a)),
      signedWebhook(completedEvent(`evt_${second.sessionId}`, b)),
    ]);
    const rows = await purchasesOf(first.user.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['completed', 'refunded']);
    const purchase = readBody<{ purchase: { status: string } }>(
      await stripe.app.inject({ method: 'GET', url: '/_api/billing/purchase', headers: { cookie: first.cookie } }),
    );
    expect(purchase.purchase.status).toBe('completed');
  });
});
