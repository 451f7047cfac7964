import type { TUser } from '../../../shared/contract/auth';
import { pricingButtonTexts } from '../../../shared/domain/marketing-texts';

const texts = pricingButtonTexts.page;

/**
 * The pricing page button (spec 2): signed out (or still loading) → register; a completed purchase → dashboard;
 * otherwise purchase. Checkout arrives with the billing issue; until then the button points at the kit card.
 */
export function pricingPageAction(user: TUser | null): { to: string; label: string } {
  if (!user) return { to: '/register', label: texts.start };
  if (user.purchaseStatus === 'completed') return { to: '/dashboard', label: texts.dashboard };
  return { to: '/pricing#kit', label: texts.completePurchase };
}
