import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  getSystemStatus,
  getUserManagement,
  retryFailedMails,
  type TUserManagementSettings,
  updateUserManagement,
} from '../../../shared/contract/admin-operations';
import { systemTexts, userManagementTexts } from '../../../shared/domain/admin-operations-texts';
import { api } from '../../lib/api';

const userManagementKey = ['admin', 'user-management'] as const;
const systemStatusKey = ['admin', 'system-status'] as const;

export const useUserManagement = () =>
  useQuery({ queryKey: userManagementKey, queryFn: () => api(getUserManagement, {}) });

export function useSaveUserManagement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TUserManagementSettings) => api(updateUserManagement, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(userManagementKey, saved);
      toast.success(userManagementTexts.saved);
    },
    onError: (error) => toast.error(error.message),
  });
}

export const useSystemStatus = () => useQuery({ queryKey: systemStatusKey, queryFn: () => api(getSystemStatus, {}) });

export function useRetryFailedMails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(retryFailedMails, {}),
    onSuccess: ({ retried }) => {
      toast.success(systemTexts.retried(retried));
      void queryClient.invalidateQueries({ queryKey: systemStatusKey });
    },
    onError: (error) => toast.error(error.message),
  });
}
