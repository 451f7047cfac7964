import type { TUser } from '../../../shared/contract/auth';
import { pricingButtonTexts } from '../../../shared/domain/marketing-texts';
import { heroButtonTexts } from '../../../shared/domain/page-texts';

/** Where the button leads; `to` null means "create a checkout" (the route wires that up). */
export interface TOfferAction {
  to: string | null;
  label: string;
}

type TStage = 'start' | 'dashboard' | 'completePurchase';

// Spec 2, home: without a user (loading or signed out) invite to register; a completed purchase or a plan leads
// to the dashboard; anyone else still has to buy.
function stage(user: TUser | null): TStage {
  if (!user) return 'start';
  if (user.purchaseStatus === 'completed' || user.purchasePlan) return 'dashboard';
  return 'completePurchase';
}

const targets: Record<TStage, string | null> = { start: '/register', dashboard: '/dashboard', completePurchase: null };

export function heroAction(user: TUser | null): TOfferAction {
  const s = stage(user);
  return { to: targets[s], label: heroButtonTexts[s] };
}

export function homePricingAction(user: TUser | null): TOfferAction {
  const s = stage(user);
  return { to: targets[s], label: pricingButtonTexts.home[s] };
}
