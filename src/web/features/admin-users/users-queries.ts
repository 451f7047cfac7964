import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  createAdminUser,
  deleteAdminUser,
  getAdminUser,
  listAdminUsers,
  type TAdminUserCreate,
  updateAdminUser,
  type ZAdminUserUpdate,
} from '../../../shared/contract/admin-users';
import { refundPurchase } from '../../../shared/contract/billing';
import type { TRole } from '../../../shared/domain/access';
import { adminUsersTexts as texts } from '../../../shared/domain/admin-texts';
import { adminUserMessages, adminUsersPageSize } from '../../../shared/domain/admin-users';
import { api } from '../../lib/api';

export interface TUserFilters {
  page: number;
  search: string;
  role: TRole | undefined;
}

const usersKey = ['admin', 'users'] as const;

export const usersListQuery = (filters: TUserFilters) =>
  queryOptions({
    queryKey: [...usersKey, 'list', filters],
    queryFn: () =>
      api(listAdminUsers, {
        page: filters.page,
        limit: adminUsersPageSize,
        search: filters.search || undefined,
        role: filters.role,
        sortBy: 'createdAt',
        sortDirection: 'desc',
      }),
    // Paging keeps the old page on screen until the next arrives, instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });

export const userDetailsQuery = (id: number) =>
  queryOptions({ queryKey: [...usersKey, 'details', id], queryFn: () => api(getAdminUser, { id }) });

export const useUsersList = (filters: TUserFilters) => useQuery(usersListQuery(filters));
export const useUserDetails = (id: number) => useQuery(userDetailsQuery(id));

export function useUpdateUser(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof ZAdminUserUpdate>) => api(updateAdminUser, body),
    onSuccess: () => {
      toast.success(adminUserMessages.updated);
      onDone();
      return queryClient.invalidateQueries({ queryKey: usersKey });
    },
    onError: (error) => toast.error(texts.updateFailed(error.message)),
  });
}

export function useDeleteUser(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(deleteAdminUser, { id }),
    onSuccess: ({ message }) => {
      toast.success(message);
      onDone();
      return queryClient.invalidateQueries({ queryKey: usersKey });
    },
    onError: (error) => toast.error(texts.deleteFailed(error.message)),
  });
}

export function useCreateUser(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminUserCreate) => api(createAdminUser, body),
    onSuccess: () => {
      toast.success(adminUserMessages.created);
      onDone();
      return queryClient.invalidateQueries({ queryKey: usersKey });
    },
    onError: (error) => toast.error(error.message),
  });
}

export function useRefundPurchase(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purchaseId: string) => api(refundPurchase, { purchaseId }),
    onSuccess: ({ message }) => {
      toast.success(message);
      onDone();
      return queryClient.invalidateQueries({ queryKey: usersKey });
    },
    onError: (error) => toast.error(texts.refundFailed(error.message)),
  });
}
