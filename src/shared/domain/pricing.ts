// The offer (learner-area.md sections 1 and 9): one-time price, the crossed-out list price, the guarantee window.
export const kitPriceCents = 4900;
export const kitListPriceCents = 14_900;
export const moneyBackGuaranteeDays = 14;

/** Whole-dollar amounts as the marketing pages show them, e.g. 4900 → "$49". */
export const formatWholeDollars = (cents: number) => `$${Math.round(cents / 100)}`;
