import { homePageDescription, homePageTitle } from '../../shared/domain/page-texts';
import { useAuth } from '../features/auth/auth-context';
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
  usePageTitle(homePageTitle);
  usePageDescription(homePageDescription);
  const user = authState.status === 'authenticated' ? authState.user : null;
  return (
    <>
      <HomeHero brandName={config?.brandName} copy={config?.homePageCopy} action={heroAction(user)} />
      <HomeHighlights />
      <HomeDemo />
      <HomePricing action={homePricingAction(user)} />
    </>
  );
}
