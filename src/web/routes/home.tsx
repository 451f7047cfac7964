import { homePageTitle } from '../../shared/domain/page-texts';
import { useAuth } from '../features/auth/auth-context';
import { heroAction } from '../features/home/hero-action';
import { HomeHero } from '../features/home/home-hero';
import { HomeHighlights } from '../features/home/home-highlights';
import { useSiteConfig } from '../features/site/site-config-query';
import { usePageTitle } from '../features/site/use-page-title';

export default function HomePage() {
  const { authState } = useAuth();
  const { config } = useSiteConfig();
  usePageTitle(homePageTitle);
  const user = authState.status === 'authenticated' ? authState.user : null;
  return (
    <>
      <HomeHero brandName={config?.brandName} copy={config?.homePageCopy} action={heroAction(user)} />
      <HomeHighlights />
    </>
  );
}
