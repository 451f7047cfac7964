import { z } from 'zod';
import { billingMessages as texts } from '../domain/billing';
import { discountTypes } from '../domain/pricing';
import { endpoint } from './endpoint';

export const ZPurchaseInfo = z.object({
  purchaseStatus: z.string().nullable(),
  purchasePlan: z.string().nullable(),
  purchaseExpiresAt: z.date().nullable(),
});
export type TPurchaseInfo = z.infer<typeof ZPurchaseInfo>;

export const ZPurchaseRecord = z.object({
  id: z.string(),
  plan: z.string(),
  // refunding: a refund is under way (a second payment for the same kit is refunded automatically).
  status: z.enum(['completed', 'refunding', 'refunded']),
  listAmountCents: z.number().int(),
  discountCents: z.number().int(),
  amountCents: z.number().int(),
  discountCode: z.string().nullable(),
  paymentReference: z.string().nullable(),
  provider: z.string(),
  paidAt: z.date(),
  refundedAt: z.date().nullable(),
});
export type TPurchaseRecord = z.infer<typeof ZPurchaseRecord>;

export const getPurchase = endpoint({
  method: 'GET',
  path: '/_api/billing/purchase',
  access: 'user',
  input: z.strictObject({}),
  // purchase: the latest purchase record, for the receipt and the billing card's details.
  response: z.object({ purchaseInfo: ZPurchaseInfo, purchase: ZPurchaseRecord.nullable() }),
  encoding: 'superjson',
  fallbackError: texts.purchaseFetchFailed,
});

const ZDiscountCodeInput = z.string().trim().min(1, texts.discountRequired).max(50);

export const validateDiscount = endpoint({
  method: 'POST',
  path: '/_api/billing/validate-discount',
  access: 'public',
  input: z.strictObject({ discountCode: ZDiscountCodeInput }),
  response: z.object({
    success: z.literal(true),
    message: z.string(),
    discountAmount: z.number().int(),
    finalAmount: z.number().int(),
    discountType: z.enum(discountTypes),
    discountValue: z.number(),
  }),
  encoding: 'superjson',
  fallbackError: texts.validateFailed,
});

export const createCheckoutSession = endpoint({
  method: 'POST',
  path: '/_api/billing/create-checkout-session',
  access: 'public',
  input: z.strictObject({
    discountCode: ZDiscountCodeInput.optional(),
    // Only for visitors buying without an account; signed-in buyers are known by their session.
    email: z
      .string()
      .trim()
      .pipe(z.email({ error: texts.guestEmailRequired }))
      .optional(),
  }),
  response: z.object({ checkoutUrl: z.string() }),
  encoding: 'superjson',
  fallbackError: texts.createFailed,
});

export const verifyCheckoutSession = endpoint({
  method: 'POST',
  path: '/_api/billing/verify-checkout-session',
  access: 'public',
  input: z.strictObject({
    sessionId: z.string().startsWith('cs_', texts.sessionIdInvalid).max(200, texts.sessionIdInvalid),
  }),
  response: z.object({ success: z.boolean(), plan: z.string().optional(), error: z.string().optional() }),
  encoding: 'superjson',
  fallbackError: texts.verifyFailed,
});

const ZSessionId = z.string().startsWith('cs_', texts.sessionIdInvalid).max(200, texts.sessionIdInvalid);

export const getLocalCheckout = endpoint({
  method: 'GET',
  path: '/_api/billing/local-checkout',
  access: 'public',
  input: z.strictObject({ sessionId: ZSessionId }),
  response: z.object({
    id: z.string(),
    planName: z.string(),
    email: z.string().nullable(),
    listAmountCents: z.number().int(),
    discountCents: z.number().int(),
    amountCents: z.number().int(),
    discountCode: z.string().nullable(),
    // superseded: the buyer paid another checkout first, so this one can no longer be paid.
    status: z.enum(['open', 'complete', 'expired', 'superseded']),
  }),
  encoding: 'superjson',
  fallbackError: texts.sessionNotFound,
});

export const payLocalCheckout = endpoint({
  method: 'POST',
  path: '/_api/billing/local-checkout/pay',
  access: 'public',
  input: z.strictObject({
    sessionId: ZSessionId,
    cardNumber: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, texts.cardInvalid)),
  }),
  response: z.object({ redirectUrl: z.string() }),
  encoding: 'superjson',
  fallbackError: texts.createFailed,
});

export const cancelLocalCheckout = endpoint({
  method: 'POST',
  path: '/_api/billing/local-checkout/cancel',
  access: 'public',
  input: z.strictObject({ sessionId: ZSessionId }),
  response: z.object({ redirectUrl: z.string() }),
  encoding: 'superjson',
  fallbackError: texts.createFailed,
});

/** Whether checkouts are real (Stripe) or the built-in test checkout, so every entry point can say so. */
export const getPaymentMode = endpoint({
  method: 'GET',
  path: '/_api/billing/payment-mode',
  access: 'public',
  input: z.strictObject({}),
  response: z.object({ testMode: z.boolean() }),
  encoding: 'superjson',
  fallbackError: texts.paymentModeFailed,
});

export const downloadReceipt = endpoint({
  method: 'GET',
  path: '/_api/billing/receipt',
  access: 'user',
  input: z.strictObject({ purchaseId: z.string().uuid(texts.receiptNotFound).optional() }),
  response: z.custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array),
  encoding: 'file',
  fallbackError: texts.receiptNotFound,
});

/** Stripe calls this; the signature on the raw body, not a session, says who is calling. */
export const stripeWebhook = endpoint({
  method: 'POST',
  path: '/_api/billing/webhook',
  access: 'public',
  input: z.custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array),
  response: z.object({ received: z.literal(true) }),
  encoding: 'raw',
  fallbackError: texts.webhookSignature,
});

export const refundPurchase = endpoint({
  method: 'POST',
  path: '/_api/admin/purchase/refund',
  access: 'admin',
  input: z.strictObject({ purchaseId: z.string().uuid(texts.refundNothing) }),
  response: z.object({ message: z.string(), purchase: ZPurchaseRecord }),
  encoding: 'superjson',
  fallbackError: 'Failed to refund purchase',
});
