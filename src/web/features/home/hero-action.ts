import type { TUser } from '../../../shared/contract/auth';
import { heroButtonTexts } from '../../../shared/domain/page-texts';

/**
 * The hero button by auth state (spec 2, home). Without a user (loading or signed out) it invites to register.
 * Checkout arrives with billing in a later issue; until then a buyer-to-be goes to the pricing page.
 */
export function heroAction(user: TUser | null): { to: string; label: string } {
  if (!user) return { to: '/register', label: heroButtonTexts.start };
  if (user.purchaseStatus === 'completed' || user.purchasePlan) {
    return { to: '/dashboard', label: heroButtonTexts.dashboard };
  }
  return { to: '/pricing', label: heroButtonTexts.completePurchase };
}
