import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getKnowledgeCheck, searchLessons, submitKnowledgeCheck } from '../../../shared/contract/course';
import type { TEndpointInput } from '../../../shared/contract/endpoint';
import { api } from '../../lib/api';

/** Outside the ['course'] key: completing the lesson refetches the course, not the draw the learner is answering. */
export const useKnowledgeCheck = (lessonId: string, round: number) =>
  useQuery({
    queryKey: ['knowledge-check', lessonId, round],
    queryFn: () => api(getKnowledgeCheck, { id: lessonId, round }),
  });

/** A pass completes the lesson, so the lesson's and the course's progress are refetched. */
export function useSubmitKnowledgeCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEndpointInput<typeof submitKnowledgeCheck>) => api(submitKnowledgeCheck, body),
    onSuccess: (result) => {
      if (result.completed) void queryClient.invalidateQueries({ queryKey: ['course'], refetchType: 'all' });
    },
  });
}

export const useLessonSearch = (query: string) =>
  useQuery({
    queryKey: ['course-search', query],
    queryFn: () => api(searchLessons, { q: query }),
    enabled: query !== '',
  });
