import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changePassword,
  confirmEmailChange,
  deleteAccount,
  exportPersonalData,
  getProfile,
  type TChangePassword,
  type TProfile,
  type TProfileUpdate,
  updateProfile,
  uploadAvatar,
} from '../../../shared/contract/settings';
import { api, apiUpload } from '../../lib/api';

// Keys start with 'user' (the session query's user-scoped prefix) so logout drops them with the rest of the account.
export const profileQuery = queryOptions({ queryKey: ['user', 'profile'], queryFn: () => api(getProfile, {}) });

export const useProfile = () => useQuery(profileQuery);

/** A change that answers with the saved profile: it becomes the cached profile, and the caller refreshes the rest. */
function useProfileChange<TInput>(mutationFn: (input: TInput) => Promise<TProfile>, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      queryClient.setQueryData(profileQuery.queryKey, user);
      onSaved();
    },
  });
}

export const useUpdateProfile = (onSaved: () => void) =>
  useProfileChange((body: TProfileUpdate) => api(updateProfile, body), onSaved);

/** A new picture (issue 25, L22): the server reads it, stores it and answers with the profile pointing at it. */
export const useUploadAvatar = (onSaved: () => void) =>
  useProfileChange((file: File) => apiUpload(uploadAvatar, { file }), onSaved);

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
