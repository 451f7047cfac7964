import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getReminderSettings,
  type TReminderPreferences,
  unsubscribeFromReminders,
  updateReminderSettings,
} from '../../../shared/contract/reminders';
import { api } from '../../lib/api';

// Under the 'user' prefix, so logging out drops it with the rest of the account's data.
export const reminderSettingsQuery = queryOptions({
  queryKey: ['user', 'reminder-settings'],
  queryFn: () => api(getReminderSettings, {}),
});

// Fetched again each time the tab opens: the time zone it shows is edited on the Profile tab next door.
export const useReminderSettings = () => useQuery({ ...reminderSettingsQuery, refetchOnMount: 'always' });

export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReminderPreferences) => api(updateReminderSettings, body),
    onSuccess: (saved) => queryClient.setQueryData(reminderSettingsQuery.queryKey, saved),
  });
}

export const useUnsubscribeFromReminders = () =>
  useMutation({ mutationFn: (token: string) => api(unsubscribeFromReminders, { token }) });
