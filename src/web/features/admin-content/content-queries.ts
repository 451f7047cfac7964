import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  getContentOverview,
  getItemAnalysis,
  listProblemReports,
  resolveProblemReport,
} from '../../../shared/contract/content-admin';
import {
  itemAnalysisPageSize,
  reportMessages,
  reportPageSize,
  type TItemAnalysisSort,
  type TReportStatus,
} from '../../../shared/domain/content-admin';
import { api } from '../../lib/api';

const contentKey = ['admin', 'content'] as const;

export const useContentOverview = () =>
  useQuery(queryOptions({ queryKey: [...contentKey, 'overview'], queryFn: () => api(getContentOverview, {}) }));

export interface TItemFilters {
  page: number;
  topic: string;
  sortBy: TItemAnalysisSort;
  sortDirection: 'asc' | 'desc';
  flaggedOnly: boolean;
}

export const useItemAnalysis = (filters: TItemFilters) =>
  useQuery(
    queryOptions({
      queryKey: [...contentKey, 'items', filters],
      queryFn: () =>
        api(getItemAnalysis, {
          page: filters.page,
          limit: itemAnalysisPageSize,
          topic: filters.topic || undefined,
          sortBy: filters.sortBy,
          sortDirection: filters.sortDirection,
          flaggedOnly: filters.flaggedOnly ? 'true' : undefined,
        }),
      placeholderData: keepPreviousData,
    }),
  );

export const useProblemReports = (status: TReportStatus, page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...contentKey, 'reports', status, page],
      queryFn: () => api(listProblemReports, { status, page, limit: reportPageSize }),
      placeholderData: keepPreviousData,
    }),
  );

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; resolution: string }) => api(resolveProblemReport, body),
    onSuccess: () => {
      toast.success(reportMessages.resolved);
      // The open count on each item changes too.
      return queryClient.invalidateQueries({ queryKey: contentKey });
    },
    onError: (error) => toast.error(error.message || reportMessages.resolveFailed),
  });
}
