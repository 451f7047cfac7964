import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { listContactMessages, type TContactUpdate, updateContactMessage } from '../../../shared/contract/contact';
import { adminContactTexts as texts } from '../../../shared/domain/admin-texts';
import { contactPageSize, type TContactStatus } from '../../../shared/domain/contact';
import { api } from '../../lib/api';

export interface TContactFilters {
  page: number;
  search: string;
  status: TContactStatus | undefined;
}

const contactKey = ['admin', 'contact'] as const;

export const contactListQuery = (filters: TContactFilters) =>
  queryOptions({
    queryKey: [...contactKey, filters],
    queryFn: () =>
      api(listContactMessages, {
        page: filters.page,
        limit: contactPageSize,
        status: filters.status,
        search: filters.search || undefined,
      }),
    placeholderData: keepPreviousData,
  });

export const useContactMessages = (filters: TContactFilters) => useQuery(contactListQuery(filters));

export function useUpdateContactMessage(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TContactUpdate) => api(updateContactMessage, body),
    onSuccess: () => {
      toast.success(texts.updated);
      onDone();
      return queryClient.invalidateQueries({ queryKey: contactKey });
    },
    onError: (error) => toast.error(error.message || texts.updateFailed),
  });
}
