import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { getAdminConfig, type TPlatformConfig, updateAdminConfig } from '../../../shared/contract/platform';
import { adminSettingsTexts as texts } from '../../../shared/domain/settings-texts';
import { api } from '../../lib/api';

export const adminConfigQuery = queryOptions({ queryKey: ['admin', 'config'], queryFn: () => api(getAdminConfig, {}) });

export const useAdminConfig = () => useQuery(adminConfigQuery);

/**
 * Saves the whole config with the edited fields merged in (admin-area.md section 3), then lets the caller refresh
 * whatever shows the config elsewhere (header, footer, page title).
 */
export function useSaveAdminConfig(successText: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (edits: Partial<TPlatformConfig>) => {
      const current = await queryClient.ensureQueryData(adminConfigQuery);
      return api(updateAdminConfig, { ...current, ...edits });
    },
    onSuccess: (config) => {
      queryClient.setQueryData(adminConfigQuery.queryKey, config);
      toast.success(successText);
      onSaved();
    },
    onError: (error) => toast.error(error.message || texts.saveFailed),
  });
}
