import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  deleteConversation,
  getConversation,
  getPassage,
  listConversations,
  rateAnswer,
} from '../../../shared/contract/tutor';
import { tutorPageTexts } from '../../../shared/domain/tutor-texts';
import { api } from '../../lib/api';

const conversationsKey = ['tutor', 'conversations'] as const;

export const conversationsQuery = () =>
  queryOptions({ queryKey: conversationsKey, queryFn: () => api(listConversations, {}) });
export const useConversations = () => useQuery(conversationsQuery());

/** A stored conversation is read once when opened; the chat then keeps it up to date itself. */
export const fetchConversation = (id: string) => api(getConversation, { id });

export const usePassage = (chunkId: string | null) =>
  useQuery({
    queryKey: ['tutor', 'passage', chunkId],
    queryFn: () => api(getPassage, { chunkId: chunkId! }),
    enabled: chunkId !== null,
  });

export function useRefreshConversations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: conversationsKey });
}

export function useDeleteConversation(onDeleted: (id: string) => void) {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: (id: string) => api(deleteConversation, { id }).then(() => id),
    onSuccess: (id) => {
      toast.success(tutorPageTexts.conversationDeleted);
      onDeleted(id);
      return refresh();
    },
    onError: (error) => toast.error(error.message),
  });
}

export const useRateAnswer = () =>
  useMutation({
    mutationFn: (input: { messageId: string; rating: 'up' | 'down'; comment?: string }) => api(rateAnswer, input),
    onSuccess: () => toast.success(tutorPageTexts.feedbackThanks),
    onError: (error) => toast.error(error.message),
  });
