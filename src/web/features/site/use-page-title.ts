import { useEffect } from 'react';
import { useSiteConfig } from './site-config-query';

/** Sets document.title to "{title} | {brandName}" (spec 2: page titles carry the configurable brand name). */
export function usePageTitle(title: string) {
  const brandName = useSiteConfig().config?.brandName;
  useEffect(() => {
    document.title = brandName ? `${title} | ${brandName}` : title;
  }, [title, brandName]);
}
