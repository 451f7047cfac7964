// Purchase texts and rules (learner-area.md sections 2 /billing, /billing/success, 4, 8; issue 4).

export const purchaseStatuses = ['pending', 'processing', 'active', 'completed', 'failed', 'cancelled'] as const;

export const checkoutLifetimeMs = 30 * 60 * 1000;
export const refundWindowDays = 14;
/**
 * Open (unpaid) checkouts from one client address that may hold a use of one discount code at a time (L16): enough
 * for a couple of buyers behind one router, too few to take every use of a limited code without paying.
 */
export const discountReservationsPerAddress = 2;

/** The local test checkout's cards, as on Stripe's test cards page. */
export const testCards = { success: '4242424242424242', declined: '4000000000000002' } as const;

export const billingMessages = {
  discountRequired: 'Discount code is required',
  discountUnknown: 'This discount code does not exist.',
  discountInactive: 'This discount code is no longer active.',
  discountExpired: 'This discount code has expired.',
  discountUsedUp: 'This discount code has reached its maximum number of uses.',
  discountHeldFromAddress:
    'Too many unpaid checkouts from your network are holding this discount code. Complete or cancel one of them, or try again later.',
  discountApplied: (code: string) => `Discount code ${code} applied.`,
  alreadyPurchased: 'You already have access to the Complete Study Kit.',
  guestEmailRequired: 'Please enter your email address to continue to checkout.',
  sessionIdInvalid: 'Invalid checkout session ID.',
  sessionNotFound: 'Checkout session not found.',
  notPaid: 'The payment for this checkout session has not been completed.',
  sessionClosed: 'This checkout session is no longer open. Please start a new purchase.',
  cardDeclined: 'Your card was declined. No payment was taken; please try another card.',
  cardInvalid: 'Please enter a valid card number.',
  createFailed: 'Failed to create checkout session.',
  validateFailed: 'Failed to validate discount code',
  verifyFailed: 'Checkout verification failed',
  purchaseFetchFailed: 'Failed to fetch purchase information',
  refundWindowPassed: 'This purchase was paid more than 14 days ago and can no longer be refunded here.',
  refundNothing: 'This user has no completed purchase to refund.',
  refunded: 'The purchase was refunded and access has ended.',
  receiptNotFound: 'No receipt found for this account.',
  webhookSignature: 'Invalid webhook signature.',
  paymentModeFailed: 'Failed to load the payment mode',
} as const;
