import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicConfig } from '../../../shared/contract/platform';
import { defaultPlatformConfig } from '../../../shared/domain/brand';
import { lazyApi } from '../../lib/lazy-api';

const isFilled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The server embeds the public config in index.html (see server/plugins/spa.ts), saving a request at start. Our own
 * server wrote it, so two filled strings are checked by hand: the contract's zod schema would put zod on first paint.
 */
function readEmbeddedConfig(): TPublicConfig | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById('public-config');
  if (!element?.textContent) return undefined;
  try {
    const { brandName, homePageCopy } = JSON.parse(element.textContent) as Partial<
      Record<keyof TPublicConfig, unknown>
    >;
    return isFilled(brandName) && isFilled(homePageCopy) ? { brandName, homePageCopy } : undefined;
  } catch {
    return undefined;
  }
}

export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: () =>
    lazyApi(() => import('../../../shared/contract/platform').then((contract) => contract.getPublicConfig)),
  initialData: readEmbeddedConfig,
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
