import type Stripe from 'stripe';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import type { TPaymentProviders } from '../../modules/billing/payment-providers';
import { createLocalPaymentProvider } from './local-provider';
import { createStripeClient, createStripePaymentProvider } from './stripe-provider';

export interface TPayments extends TPaymentProviders {
  /** Set when Stripe is configured: verifies webhook signatures. */
  stripe: Stripe | null;
  webhookSecret: string | null;
}

/** Stripe when both keys are set, otherwise the local test checkout; the local one stays for older checkouts. */
export function createPaymentProviders(config: TConfig, db: TDatabase): TPayments {
  const local = createLocalPaymentProvider(db);
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) {
    return { active: local, byName: { local }, stripe: null, webhookSecret: null };
  }
  const stripe = createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL });
  const provider = createStripePaymentProvider(stripe);
  return { active: provider, byName: { local, stripe: provider }, stripe, webhookSecret: config.STRIPE_WEBHOOK_SECRET };
}
