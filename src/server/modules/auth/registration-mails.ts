import type { TNewMail } from '../mail/mail.service';

interface TSignUp {
  email: string;
  displayName: string;
  brandName: string;
  publicOrigin: string;
}

/** To a new address: the link proves that whoever signed up reads this mailbox, and opens the account. */
export function registrationConfirmation(signUp: TSignUp, token: string): TNewMail {
  return {
    kind: 'registration-confirm',
    to: signUp.email,
    subject: `Finish creating your ${signUp.brandName} account`,
    text: [
      `Hello ${signUp.displayName},`,
      '',
      `Open this link within 24 hours to finish creating your ${signUp.brandName} account:`,
      `${signUp.publicOrigin}/confirm-registration?token=${token}`,
      '',
      'If you did not sign up, ignore this mail: no account is made.',
    ].join('\n'),
  };
}

/**
 * To an address that already has an account: sign-up answers the same as for a new address (so it tells no one who
 * studies here), and this mail tells the owner what happened and how to get in.
 */
export function registrationForExistingAccount(
  signUp: TSignUp,
  account: { id: number; displayName: string },
): TNewMail {
  return {
    kind: 'registration-existing',
    to: signUp.email,
    userId: account.id,
    subject: `You already have a ${signUp.brandName} account`,
    text: [
      `Hello ${account.displayName},`,
      '',
      `Someone just tried to create a ${signUp.brandName} account with this e-mail address, which already has one.`,
      'Nothing was changed. If it was you, log in here:',
      `${signUp.publicOrigin}/login`,
      'Forgot your password? Choose a new one here:',
      `${signUp.publicOrigin}/forgot-password`,
      '',
      'If it was not you, ignore this mail.',
    ].join('\n'),
  };
}
