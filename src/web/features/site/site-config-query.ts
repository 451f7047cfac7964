import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicConfig, type TPublicConfig, ZPublicConfig } from '../../../shared/contract/platform';
import { defaultPlatformConfig } from '../../../shared/domain/brand';
import { api } from '../../lib/api';

/** The server embeds the public config in index.html (see server/plugins/spa.ts), saving a request at start. */
function readEmbeddedConfig(): TPublicConfig | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById('public-config');
  if (!element?.textContent) return undefined;
  const parsed = ZPublicConfig.safeParse(JSON.parse(element.textContent));
  return parsed.success ? parsed.data : undefined;
}

export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => api(getPublicConfig),
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
