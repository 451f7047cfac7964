import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicConfig } from '../../../shared/contract/platform';
import { defaultPlatformConfig } from '../../../shared/domain/brand';
import { readEmbeddedConfig } from '../../lib/embedded-config';
import { lazyApi } from '../../lib/lazy-api';

const isFilled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The brand and home page copy the server embedded in index.html, saving a request at start. */
function embeddedSiteConfig(): TPublicConfig | undefined {
  const embedded = readEmbeddedConfig();
  if (!embedded) return undefined;
  const { brandName, homePageCopy } = embedded;
  return isFilled(brandName) && isFilled(homePageCopy) ? { brandName, homePageCopy } : undefined;
}

export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: () =>
    lazyApi(() => import('../../../shared/contract/platform').then((contract) => contract.getPublicConfig)),
  initialData: embeddedSiteConfig,
});

/**
 * The brand name and home page copy. While loading, `config` is undefined; if the call fails the defaults stand in,
 * so a broken config call never leaves the site without a name.
 */
export function useSiteConfig() {
  const query = useQuery(siteConfigQuery);
  const config = query.data ?? (query.isError ? defaultPlatformConfig : undefined);
  return { config, isLoading: query.isPending };
}
