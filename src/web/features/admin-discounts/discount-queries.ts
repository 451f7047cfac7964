import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  createDiscountCode,
  deleteDiscountCode,
  listDiscountCodes,
  type TDiscountCodeCreate,
  type TDiscountCodeUpdate,
  updateDiscountCode,
} from '../../../shared/contract/discount-codes';
import { discountPageSize, discountMessages as texts } from '../../../shared/domain/discounts';
import { api } from '../../lib/api';
import type { TDiscountFilters } from './use-discount-filters';

const discountKey = ['admin', 'discount-codes'] as const;

export const discountListQuery = (filters: TDiscountFilters) =>
  queryOptions({
    queryKey: [...discountKey, filters],
    queryFn: () =>
      api(listDiscountCodes, {
        page: filters.page,
        limit: discountPageSize,
        search: filters.search || undefined,
        isActive: filters.isActive,
        sortBy: filters.sortBy,
        sortDirection: filters.sortDirection,
      }),
    placeholderData: keepPreviousData,
  });

export const useDiscountCodes = (filters: TDiscountFilters) => useQuery(discountListQuery(filters));

/** Admin-area.md section 8: a toast either way, and every successful change refreshes the list and its stats. */
function useDiscountMutation<TInput>(run: (input: TInput) => Promise<unknown>, success: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      toast.success(success);
      onDone();
      return queryClient.invalidateQueries({ queryKey: discountKey });
    },
    onError: (error) => toast.error(error.message),
  });
}

export const useCreateDiscountCode = (onDone: () => void) =>
  useDiscountMutation((body: TDiscountCodeCreate) => api(createDiscountCode, body), texts.created, onDone);

export const useUpdateDiscountCode = (onDone: () => void) =>
  useDiscountMutation((body: TDiscountCodeUpdate) => api(updateDiscountCode, body), texts.updated, onDone);

export const useDeleteDiscountCode = (onDone: () => void) =>
  useDiscountMutation((id: string) => api(deleteDiscountCode, { id }), texts.deleted, onDone);
