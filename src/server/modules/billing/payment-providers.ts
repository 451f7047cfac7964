import type { TPaymentProvider } from '../../providers/payments/payment-provider';

/**
 * The provider new checkouts use, plus every provider that may own an older checkout (a platform that switched
 * from the test checkout to Stripe still verifies and refunds its earlier test purchases).
 */
export interface TPaymentProviders {
  active: TPaymentProvider;
  byName: Partial<Record<'local' | 'stripe', TPaymentProvider>>;
}
