// Admin Settings' User Management and System tabs (issue 16): texts the spec leaves to us.

export const sessionLifetimeDaysRange = { min: 1, max: 90 } as const;

export const userManagementTexts = {
  title: 'User Management',
  description: 'Who can sign up, what new accounts start with, and how long a sign-in lasts.',
  registrationOpen: 'Open registration',
  registrationOpenHint: 'When off, the sign-up page is closed; admins can still create accounts.',
  defaultState: 'Default jurisdiction for new accounts',
  defaultStateHint: 'Accounts created by admins start with this; learners can change it in their profile.',
  sessionLifetimeDays: 'Sign-in lasts (days)',
  sessionLifetimeHint: (min: number, max: number) =>
    `Between ${min} and ${max} days. Applies to new sign-ins; a sign-in idle for 7 days ends sooner.`,
  sessionLifetimeInvalid: (min: number, max: number) => `Enter a whole number of days from ${min} to ${max}.`,
  saved: 'User management settings updated successfully!',
  admins: (count: number) => (count === 1 ? '1 administrator' : `${count} administrators`),
  invitationsTitle: 'Pending invitations',
  invitationsEmpty: 'No pending invitations.',
  invitationsCaption: 'Accounts created by an admin whose owner has not set a password yet.',
  invitedName: 'Name',
  invitedEmail: 'Email',
  invitedAt: 'Invited',
  linkExpires: 'Link expires',
  expired: 'Expired',
  loadFailed: 'Failed to load user management settings.',
} as const;

export const registrationClosedMessage = 'Registration is currently closed.';

export const systemTexts = {
  title: 'System',
  description: 'What the platform runs on, and whether each part is healthy.',
  refresh: 'Refresh',
  healthy: 'Healthy',
  attention: 'Needs attention',
  database: 'Database',
  databaseEngine: { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL' } as Record<string, string>,
  migration: (latest: string, applied: number) => `Migration ${latest} (${applied} applied)`,
  mail: 'Mail',
  mailTransport: { smtp: 'SMTP server', outbox: 'Outbox only (no mail server configured)' } as Record<string, string>,
  outboxQueue: (waiting: number, failed: number) => `${waiting} waiting, ${failed} failed`,
  oldestWaiting: (minutes: number) => `Oldest waiting mail: ${minutes} min`,
  retryFailed: 'Retry failed mails',
  retrying: 'Retrying...',
  retried: (count: number) => (count === 1 ? '1 failed mail queued again.' : `${count} failed mails queued again.`),
  payments: 'Payments',
  paymentsMode: { stripe: 'Stripe', test: 'Test checkout' } as Record<string, string>,
  testCheckoutWarning:
    'This site sells through the built-in test checkout: the test card gives the study kit away for free. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments.',
  ai: 'AI tutor',
  // Issue 26: the same words as the tutor page's offline line, and where the model is connected.
  aiEngine: (model: string | null) =>
    model
      ? `Model: ${model}`
      : 'Offline mode: answers are taken from the course material and the knowledge base documents. Connect an AI model with OPENAI_BASE_URL, OPENAI_API_KEY and OPENAI_MODEL.',
  embeddings: (model: string | null) => (model ? `Embeddings: ${model}` : 'Lexical search only'),
  contentPack: 'Content pack',
  packVersion: (version: string) => `Version ${version}`,
  application: 'Application',
  appVersion: (version: string, node: string) => `Version ${version} on Node ${node}`,
  uptime: (text: string) => `Up ${text}`,
  loadFailed: 'Failed to load the system status.',
} as const;
