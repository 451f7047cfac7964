import type { TNewMail } from '../mail/mail.service';

interface TChange {
  userId: number;
  displayName: string;
  oldEmail: string;
  newEmail: string;
  brandName: string;
}

/** To the address in use: the owner learns of the change while the old address still controls the account. */
export function emailChangeNotice(change: TChange): TNewMail {
  return {
    kind: 'email-change-notice',
    to: change.oldEmail,
    userId: change.userId,
    subject: `Your ${change.brandName} e-mail address is being changed`,
    text: [
      `Hello ${change.displayName},`,
      '',
      `Someone signed in to your ${change.brandName} account asked to change its e-mail address to ${change.newEmail}.`,
      'Nothing changes until that address is confirmed with the link we sent there.',
      '',
      'If it was not you, change your password in Settings at once (that signs everyone else out) and contact us.',
    ].join('\n'),
  };
}

/** To the new address: the link proves that whoever asked can read that mailbox. */
export function emailChangeConfirmation(change: TChange, link: string): TNewMail {
  return {
    kind: 'email-change-confirm',
    to: change.newEmail,
    userId: change.userId,
    subject: `Confirm your new ${change.brandName} e-mail address`,
    text: [
      `Hello ${change.displayName},`,
      '',
      `Open this link within 24 hours to make this your ${change.brandName} e-mail address:`,
      link,
      '',
      'If you did not ask for it, ignore this mail: nothing changes.',
    ].join('\n'),
  };
}
