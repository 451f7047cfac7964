import { checkoutTexts } from '../../shared/domain/checkout-texts';
import { homePageDescription, homePageTitle } from '../../shared/domain/page-texts';
import { useAuth } from '../features/auth/auth-context';
import { OfferButton } from '../features/checkout/offer-button';
import { useCheckoutAction } from '../features/checkout/use-checkout-action';
import { heroAction, homePricingAction } from '../features/home/hero-action';
import { HomeDemo } from '../features/home/home-demo';
import { HomeHero } from '../features/home/home-hero';
import { HomeHighlights } from '../features/home/home-highlights';
import { HomePricing } from '../features/home/home-pricing';
import { usePageDescription } from '../features/marketing/use-page-description';
import { useSiteConfig } from '../features/site/site-config-query';
import { usePageTitle } from '../features/site/use-page-title';

export default function HomePage() {
  const { authState } = useAuth();
  const { config } = useSiteConfig();
  // Spec 4: on the home page an external checkout replaces the page instead of opening a popup.
  const checkout = useCheckoutAction({ wholePage: true });
  usePageTitle(homePageTitle);
  usePageDescription(homePageDescription);
  const user = authState.status === 'authenticated' ? authState.user : null;
  const offerButton = (offer: ReturnType<typeof heroAction>, className?: string) => (
    <OfferButton offer={offer} pendingLabel={checkoutTexts.creatingHome} checkout={checkout} className={className} />
  );
  return (
    <>
      <HomeHero brandName={config?.brandName} copy={config?.homePageCopy} action={offerButton(heroAction(user))} />
      <HomeHighlights />
      <HomeDemo />
      <HomePricing action={offerButton(homePricingAction(user), 'w-full')} />
    </>
  );
}
