import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPurchase } from '../../../shared/contract/billing';
import { api } from '../../lib/api';

// Same key and options as the settings Billing tab's query, so both screens share one cached answer. The key starts
// with 'user' (the session's user-scoped prefix) so logout drops it. Spec 7: 5 minutes, 1 retry, only when signed in.
export const purchaseQuery = queryOptions({
  queryKey: ['user', 'purchase'],
  queryFn: () => api(getPurchase, {}),
  staleTime: 5 * 60 * 1000,
  retry: 1,
});

export const usePurchase = (enabled: boolean) => useQuery({ ...purchaseQuery, enabled });
