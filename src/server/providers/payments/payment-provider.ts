export interface TCheckoutRequest {
  amountCents: number;
  productName: string;
  customerEmail: string | null;
  /** Our reference for the buyer (user id, or the guest e-mail): Stripe's client_reference_id. */
  clientReferenceId: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface TPaymentProvider {
  readonly name: 'local' | 'stripe';
  /** Opens a hosted checkout; returns its id (always starting with cs_) and where to send the buyer. */
  createCheckout(request: TCheckoutRequest): Promise<{ id: string; url: string }>;
  /** Asks the provider, not the browser, whether the checkout was paid. */
  getCheckoutPayment(id: string): Promise<{ paid: boolean; paymentReference: string | null }>;
  /** Closes an unpaid checkout so it can no longer be paid (the buyer paid another one). */
  expireCheckout(id: string): Promise<void>;
  /** Refunds a payment in full; the idempotency key makes a repeated call refund once. */
  refund(input: { paymentReference: string; idempotencyKey: string }): Promise<{ refundReference: string }>;
}
