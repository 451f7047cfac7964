import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { deleteAsset, listAssets, uploadAsset } from '../../../shared/contract/assets';
import { assetTexts as texts } from '../../../shared/domain/asset-texts';
import { api, apiUpload } from '../../lib/api';

/** Admin-area.md section 7: the asset list is cached under the key "assets". */
const assetsKey = ['assets'] as const;

export const assetListQuery = () => queryOptions({ queryKey: assetsKey, queryFn: () => api(listAssets, {}) });

export const useAssets = () => useQuery(assetListQuery());

/** Section 8: "Asset uploaded successfully!", or the server's error / "Upload failed."; then the list refreshes. */
export function useUploadAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiUpload(uploadAsset, { file }),
    onSuccess: () => {
      toast.success(texts.uploaded);
      return queryClient.invalidateQueries({ queryKey: assetsKey });
    },
    onError: (error) => toast.error(error.message || texts.uploadFailed),
  });
}

export function useDeleteAsset(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(deleteAsset, { id }),
    onSuccess: ({ message }) => {
      toast.success(message);
      onDone();
      return queryClient.invalidateQueries({ queryKey: assetsKey });
    },
    onError: (error) => toast.error(error.message || texts.deleteFailed),
  });
}
