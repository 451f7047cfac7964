// Sign-up by confirmation link (issue 25, L14): the answer to a sign-up is the same whether or not the address already
// has an account, so it cannot be used to learn who studies here. The owner of a registered address is mailed instead.

/** How long a sign-up link works. */
export const registrationLinkLifetimeMs = 24 * 60 * 60 * 1000;

export const registrationTexts = {
  checkEmailHeading: 'Check Your E-mail',
  /** `outbox`: this server keeps mail in its outbox (no SMTP set up), and the learner is told who can read it. */
  checkEmail: (email: string, outbox: boolean) =>
    `We sent a message to ${email}. Open the link in it within 24 hours to finish creating your account. ` +
    (outbox
      ? 'This server has no mail service set up yet: its administrator can find your link in Admin > Outbox.'
      : 'Nothing there? Check your spam folder, or sign up again for a new link.'),
  confirmTitle: 'Finish Sign-up',
  confirmHeading: 'Finish Creating Your Account',
  confirmDescription: 'One step left: confirm this e-mail address to open your account.',
  submit: 'Create My Account',
  submitting: 'Creating your account...',
  invalidToken: 'This sign-up link is invalid or has expired. Please sign up again for a new one.',
  tokenRequired: 'This sign-up link is incomplete. Please open the link from the e-mail again.',
} as const;
