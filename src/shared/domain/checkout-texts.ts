// Texts of the purchase screens (learner-area.md sections 2, 4 and 8): checkout buttons, the discount field, the
// local test checkout, /billing and /billing/success. Server messages stay in billing.ts.
import { formatWholeDollars, kitPriceCents } from './pricing';

/** Checkout popup size for external checkout pages (spec 9). */
export const checkoutPopup = { width: 800, height: 600 } as const;
/** Seconds the success views count down before going to the dashboard (spec 9). */
export const paymentRedirectSeconds = 5;

export const checkoutTexts = {
  creatingHome: 'Creating Checkout...',
  creatingPricing: 'Creating checkout...',
  createFailed: 'Failed to create checkout session.',
  urlMissing: 'Checkout URL was not returned from the server.',
} as const;

export const discountFieldTexts = {
  label: 'Discount Code',
  placeholder: 'Enter a code',
  apply: 'Apply',
  applying: 'Checking...',
  originally: `Originally ${formatWholeDollars(kitPriceCents)}`,
  savings: (discountCents: number) => `You save $${(discountCents / 100).toFixed(2)}`,
  validationFallback: 'An unexpected error occurred during discount validation.',
} as const;

export const guestCheckoutTexts = {
  heading: 'Buy without an account',
  description: 'Pay now and we will email you a link to set your password and start studying.',
  email: 'Email',
  submit: 'Continue to Checkout',
} as const;

/** Shown wherever a checkout starts while the site runs the built-in test checkout instead of real payments. */
export const testModeTexts = {
  heading: 'Test checkout: no real payment is taken',
  detail:
    'This site runs a test checkout in place of a payment provider. The test card 4242 4242 4242 4242 gives access ' +
    'without paying, and no card is ever charged.',
  inline: 'Test checkout: no real payment is taken.',
} as const;

export const testCheckoutTexts = {
  title: 'Test Checkout',
  banner: testModeTexts.heading,
  bannerDetail: 'This page stands in for the payment provider: no card is charged and nothing leaves this site.',
  listPrice: 'List price',
  discount: (code: string) => `Discount (${code})`,
  total: 'Total',
  cardNumber: 'Card number',
  cardHint: '4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.',
  pay: (amount: string) => `Pay ${amount}`,
  paying: 'Processing...',
  cancel: 'Cancel',
  closedHeading: 'This checkout is closed',
  closedText: 'This checkout session is no longer open. Please start a new purchase.',
  supersededText:
    'You already paid for the study kit in another checkout, so this one was closed. Nothing was charged here.',
  unknownHeading: 'Checkout not found',
  backToPricing: 'Back to Pricing',
  email: 'Email',
} as const;

export const billingPageTexts = {
  title: 'Billing & Purchase',
  heading: 'Billing & Purchase',
  description: 'Your purchase, receipts and access.',
  accessDenied: 'Access Denied - Please log in to view your billing information.',
  logIn: 'Log In',
  cardTitle: 'Your Purchase',
  noPurchase: 'No Purchase Found',
  freeAccount: 'Free Account',
  noPurchaseHint: 'You have not bought the study kit yet.',
  loadError: 'Could not load purchase details',
  pendingText: "Your purchase is being processed. You'll receive access once the payment is confirmed.",
  failedText: 'Your purchase could not be completed. Please try again or contact support.',
  plan: 'Plan',
  status: 'Status',
  amountPaid: 'Amount paid',
  discount: 'Discount',
  noDiscount: 'None',
  date: 'Purchase date',
  accessUntil: 'Access until',
  downloadReceipt: 'Download Receipt',
  purchaseActions: 'Purchase Actions',
  unlockHeading: 'Unlock Full Access',
  unlockText: 'Get the AI assistant, unlimited practice exams and smart flashcards with one payment.',
  viewPricing: 'View Pricing',
  quickActions: 'Quick Actions',
  quickLinks: [
    { to: '/dashboard', label: 'Go to Dashboard' },
    { to: '/pricing', label: 'View Pricing' },
    { to: '/contact', label: 'Contact Support' },
  ],
} as const;

export const paymentStatusTexts = {
  title: 'Payment Status',
  discountHeading: 'Purchase Successful!',
  discountText: 'Thank you for your purchase. Your access has been activated with the applied discount.',
  missingHeading: 'Missing Session ID',
  missingText: 'Could not find a checkout session to verify. Please return to the billing page and try again.',
  goToBilling: 'Go to Billing',
  verifyingHeading: 'Verifying Your Purchase',
  verifyingText: 'Please wait while we confirm your payment details. Do not close this window.',
  successHeading: 'Payment Successful!',
  successText: (plan: string) => `Thank you for your purchase. Your access to the ${plan} plan has been activated.`,
  failureHeading: 'Payment Verification Failed',
  failureHint: 'If you believe this is an error, please contact support.',
  contactSupport: 'Contact Support',
  tryAgain: 'Try Again',
  redirecting: (seconds: number) => `Redirecting to your dashboard in ${seconds} seconds...`,
  goToDashboard: 'Go to Dashboard Now',
  // The same words whether the address was new or had an account (issue 25, L14): the mail says which.
  guestNote: 'We have emailed your receipt and how to sign in. Open that e-mail to start studying.',
  unexpected: 'An unexpected error occurred during checkout verification.',
  unknown: 'An unknown error occurred during verification.',
} as const;
