import { inviteLifetimeMs } from '../../../shared/domain/admin-users';
import { formatCents, kitPlanName } from '../../../shared/domain/pricing';
import type { TDatabase } from '../../db/client';
import type { checkoutSessions, TPurchaseRow, TUserRow } from '../../db/schema';
import { issuePasswordLink } from '../auth/password-reset.service';
import { enqueueMail } from '../mail/mail.service';
import { getPlatformConfig } from '../platform/platform.service';

interface TPurchaseMails {
  user: TUserRow;
  isNew: boolean;
  checkout: typeof checkoutSessions.$inferSelect;
  purchase: TPurchaseRow;
  publicOrigin: string;
  now: Date;
}

/** The receipt mail, and for a guest whose account the purchase made, the link to choose a password. */
export async function sendPurchaseMails(
  db: TDatabase,
  { user, isNew, checkout, purchase, publicOrigin, now }: TPurchaseMails,
) {
  const { brandName } = await getPlatformConfig(db);
  await enqueueMail(db, now, {
    kind: 'purchase-confirmation',
    to: user.email,
    userId: user.id,
    subject: `Your ${brandName} receipt: ${kitPlanName}`,
    text: [
      `Hello ${user.displayName},`,
      '',
      `Thank you for buying the ${kitPlanName}. Your access is active now.`,
      '',
      `Price: ${formatCents(checkout.listAmountCents)}`,
      ...(checkout.discountCents > 0
        ? [`Discount (${checkout.discountCode}): -${formatCents(checkout.discountCents)}`]
        : []),
      `Paid: ${formatCents(checkout.amountCents)} on ${purchase.paidAt.toISOString().slice(0, 10)}`,
      `Payment reference: ${purchase.paymentReference ?? 'none (fully discounted)'}`,
      '',
      ...(checkout.userId === null && !isNew
        ? [
            'You bought without signing in. This address already had an account, so the kit is on it.',
            `Log in as usual to start studying: ${publicOrigin}/login`,
            '',
          ]
        : []),
      `A PDF receipt is in Settings > Billing: ${publicOrigin}/settings`,
      'Changed your mind? Reply to this mail or use the contact form within 14 days for a full refund.',
    ].join('\n'),
  });
  if (isNew) {
    await issuePasswordLink(db, user, now, {
      publicOrigin,
      lifetimeMs: inviteLifetimeMs,
      kind: 'purchase-account-setup',
      subject: `Set your ${brandName} password`,
      intro: 'Your purchase created an account for this e-mail address. Choose your password here to sign in:',
      outro: 'The link works once within seven days. Your study kit is waiting for you.',
    });
  }
}

/**
 * Tells the buyer a refund was made. A second payment for a kit they already have gets its own words: the money
 * goes back and the access they bought first stays.
 */
export async function sendRefundMail(
  db: TDatabase,
  refund: { user: TUserRow; purchase: TPurchaseRow; accessEnded: boolean; now: Date },
) {
  const { user, purchase, accessEnded, now } = refund;
  if (!accessEnded) {
    await enqueueMail(db, now, {
      kind: 'duplicate-payment-refund',
      to: user.email,
      userId: user.id,
      subject: 'We refunded a second payment',
      text: [
        `Hello ${user.displayName},`,
        '',
        `You already have the ${kitPlanName}, so we refunded the second payment of ${formatCents(purchase.amountCents)} in full.`,
        'Depending on your bank it can take 5 to 10 days to show on your statement.',
        'Your access stays active. You do not need to do anything.',
      ].join('\n'),
    });
    return;
  }
  await enqueueMail(db, now, {
    kind: 'refund-confirmation',
    to: user.email,
    userId: user.id,
    subject: 'Your refund is on its way',
    text: [
      `Hello ${user.displayName},`,
      '',
      'We refunded your purchase in full. Depending on your bank it can take 5 to 10 days to show on your statement.',
      'Your access to the study kit has ended. Thank you for trying us.',
    ].join('\n'),
  });
}
