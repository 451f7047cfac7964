import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { completeLesson, getCourse, getLesson, uncompleteLesson } from '../../../shared/contract/course';
import { courseMessages as texts } from '../../../shared/domain/course-texts';
import { api } from '../../lib/api';

const courseKey = ['course'] as const;

export const useCourse = () => useQuery({ queryKey: courseKey, queryFn: () => api(getCourse, {}) });

export const useLesson = (id: string) =>
  useQuery({ queryKey: [...courseKey, 'lesson', id], queryFn: () => api(getLesson, { id }) });

/**
 * "Mark as read" and back. The app's queries do not refetch on mount, so the course outline (not on screen while a
 * lesson is) is refetched now too, or going back to the course would show the old progress.
 */
export function useLessonCompletion(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (completed: boolean) => api(completed ? completeLesson : uncompleteLesson, { lessonId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKey, refetchType: 'all' }),
    onError: (error) => toast.error(error.message || texts.saveFailed),
  });
}
