import type { TNewMail } from '../mail/mail.service';

interface TAccountAddressee {
  id: number;
  email: string;
  displayName: string;
}

/**
 * Tells the account's address that its password changed, by a reset link or in Settings: if the owner did not do it,
 * this mail is how they find out while they can still act.
 */
export function passwordChangedNotice(user: TAccountAddressee, brandName: string, publicOrigin: string): TNewMail {
  return {
    kind: 'password-changed',
    to: user.email,
    userId: user.id,
    subject: `Your ${brandName} password was changed`,
    text: [
      `Hello ${user.displayName},`,
      '',
      `The password of your ${brandName} account was just changed, and the account was signed out everywhere else.`,
      '',
      'If it was you, there is nothing to do. If it was not, reset your password at once and contact us:',
      `${publicOrigin}/forgot-password`,
    ].join('\n'),
  };
}
