import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAbuseFlags, getUsageAnalytics } from '../../../shared/contract/analytics';
import { isValidTimeZone } from '../../../shared/domain/usage-analytics';
import { api } from '../../lib/api';

/** The admin's own zone, so a day on the page is the admin's day; UTC when the browser does not say. */
export function browserTimeZone() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : 'UTC';
}

const usageAnalyticsQuery = (range: number, timeZone: string) =>
  queryOptions({
    queryKey: ['admin', 'analytics', 'overview', { range, timeZone }],
    queryFn: () => api(getUsageAnalytics, { range: String(range), timeZone }),
    placeholderData: keepPreviousData,
  });

const abuseFlagsQuery = (range: number, timeZone: string) =>
  queryOptions({
    queryKey: ['admin', 'analytics', 'abuse', { range, timeZone }],
    queryFn: () => api(getAbuseFlags, { range: String(range), timeZone }),
    placeholderData: keepPreviousData,
  });

export const useUsageAnalytics = (range: number, timeZone: string) => useQuery(usageAnalyticsQuery(range, timeZone));
export const useAbuseFlags = (range: number, timeZone: string) => useQuery(abuseFlagsQuery(range, timeZone));

export const formatCents = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
