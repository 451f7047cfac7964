import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicConfig } from '../../../shared/contract/platform';
import { defaultPlatformConfig } from '../../../shared/domain/brand';
import { api } from '../../lib/api';

export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => api(getPublicConfig),
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
