import type { TUser } from '../../../shared/contract/auth';
import { pricingButtonTexts } from '../../../shared/domain/marketing-texts';

const texts = pricingButtonTexts.page;

/**
 * The pricing page button (spec 2): signed out (or still loading) → register; a completed purchase → dashboard;
 * otherwise purchase (`to` null: the route creates a checkout).
 */
export function pricingPageAction(user: TUser | null): { to: string | null; label: string } {
  if (!user) return { to: '/register', label: texts.start };
  if (user.purchaseStatus === 'completed') return { to: '/dashboard', label: texts.dashboard };
  return { to: null, label: texts.completePurchase };
}
