import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCards, billingMessages as texts } from '../../../shared/domain/billing';
import { mailMessages, users } from '../../db/schema';
import { readBody, setupTestApp } from '../../test/app';
import { checkoutHelpers } from '../../test/checkout-helpers';

// A visitor buying by e-mail, without an account or with one they are not signed in to (issue 25, L14).
const ctx = setupTestApp();
const { post, sessionIdOf, student, guestCheckout } = checkoutHelpers(ctx);

describe('guest purchase', () => {
  it('creates the account at payment, mails a set-password link, and the account has access', async () => {
    const { url, cookie } = await guestCheckout('Guest.Buyer@example.test');
    const sessionId = sessionIdOf(url);
    await post('/_api/billing/local-checkout/pay', { sessionId, cardNumber: testCards.success }, cookie);
    expect(readBody(await post('/_api/billing/verify-checkout-session', { sessionId }, cookie))).toMatchObject({
      success: true,
    });

    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'guest.buyer@example.test'));
    expect(user).toMatchObject({ purchaseStatus: 'completed', passwordHash: null });
    const [setup] = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, user!.id), eq(mailMessages.kind, 'purchase-account-setup')));
    const token = setup!.textBody.match(/token=([\w-]+)/)![1]!;
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/_api/auth/reset-password',
          payload: { token, password: 'Guest-pass-123' },
        })
      ).statusCode,
    ).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/_api/auth/login_with_password',
      payload: { email: 'guest.buyer@example.test', password: 'Guest-pass-123' },
    });
    expect(login.json().user.purchaseStatus).toBe('completed');
  });

  it('asks a guest for an e-mail, and answers an address with an account as any other (L14)', async () => {
    expect((await post('/_api/billing/create-checkout-session', {})).json().error).toBe(texts.guestEmailRequired);
    const { user } = await student();
    const stranger = await post('/_api/billing/create-checkout-session', { email: 'nobody.yet@example.test' });
    const owner = await post('/_api/billing/create-checkout-session', { email: user.email });
    expect(owner.statusCode).toBe(stranger.statusCode);
    expect(Object.keys(readBody(owner))).toEqual(Object.keys(readBody(stranger)));
  });

  it('puts a guest purchase for an address with an account on that account, and tells its owner', async () => {
    const { user } = await student();
    const { url, cookie } = await guestCheckout(user.email);
    await post(
      '/_api/billing/local-checkout/pay',
      { sessionId: sessionIdOf(url), cardNumber: testCards.success },
      cookie,
    );
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ purchaseStatus: 'completed', passwordHash: user.passwordHash });
    const mails = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.userId, user.id));
    expect(mails.map((mail) => mail.kind)).toEqual(['purchase-confirmation']);
    expect(mails[0]!.textBody).toContain('This address already had an account, so the kit is on it.');
  });
});
