import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changePassword,
  confirmEmailChange,
  deleteAccount,
  exportPersonalData,
  getProfile,
  type TChangePassword,
  type TProfileUpdate,
  updateProfile,
} from '../../../shared/contract/settings';
import { api } from '../../lib/api';

// Keys start with 'user' (the session query's user-scoped prefix) so logout drops them with the rest of the account.
export const profileQuery = queryOptions({ queryKey: ['user', 'profile'], queryFn: () => api(getProfile, {}) });

export const useProfile = () => useQuery(profileQuery);

export function useUpdateProfile(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProfileUpdate) => api(updateProfile, body),
    onSuccess: (user) => {
      queryClient.setQueryData(profileQuery.queryKey, user);
      onSaved();
    },
  });
}

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: TChangePassword) => api(changePassword, body) });
export const useConfirmEmailChange = () =>
  useMutation({ mutationFn: (token: string) => api(confirmEmailChange, { token }) });

export const useExportData = () => useMutation({ mutationFn: () => api(exportPersonalData, {}) });
export const useDeleteAccount = () =>
  useMutation({ mutationFn: (password: string) => api(deleteAccount, { password }) });

/** Hands the export to the browser as a file download. */
export function downloadJson(data: unknown, filename: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
