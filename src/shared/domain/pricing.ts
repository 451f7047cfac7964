// The offer (learner-area.md sections 1 and 9): one-time price, the crossed-out list price, the guarantee window.
export const kitPriceCents = 4900;
export const kitListPriceCents = 14_900;
export const moneyBackGuaranteeDays = 14;

/** Whole-dollar amounts as the marketing pages show them, e.g. 4900 → "$49". */
export const formatWholeDollars = (cents: number) => `$${Math.round(cents / 100)}`;

export const kitPlan = 'complete-study-kit';
export const kitPlanName = 'Complete Study Kit';

export const discountTypes = ['percentage', 'fixed_amount'] as const;
export type TDiscountType = (typeof discountTypes)[number];

/**
 * What a discount takes off the price, in cents. Percentages round to the nearest cent; a fixed amount (in dollars,
 * as admins enter it) never takes the price below zero.
 */
export function applyDiscount(priceCents: number, discount: { type: TDiscountType; value: number } | null) {
  if (!discount) return { discountAmount: 0, finalAmount: priceCents };
  const raw =
    discount.type === 'percentage' ? Math.round((priceCents * discount.value) / 100) : Math.round(discount.value * 100);
  const discountAmount = Math.min(priceCents, Math.max(0, raw));
  return { discountAmount, finalAmount: priceCents - discountAmount };
}

/** Cents as dollars with two decimals, e.g. 3920 → "$39.20" (checkout, savings, receipts). */
export const formatCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;
