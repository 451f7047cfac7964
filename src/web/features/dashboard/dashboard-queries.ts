import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDashboardSummary } from '../../../shared/contract/dashboard';
import { api } from '../../lib/api';

/**
 * What to do next changes on every other screen (a lesson read, cards reviewed, an exam submitted): asked afresh each
 * time the dashboard opens, unlike the app's other queries.
 */
export const dashboardSummaryQuery = () =>
  queryOptions({
    queryKey: ['dashboard-summary'],
    queryFn: () => api(getDashboardSummary, {}),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useDashboardSummary = () => useQuery(dashboardSummaryQuery());
