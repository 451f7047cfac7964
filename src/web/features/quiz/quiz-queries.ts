import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { generateQuiz } from '../../../shared/contract/ai';
import type { TEndpointInput } from '../../../shared/contract/endpoint';
import { retakeQuiz, submitQuiz } from '../../../shared/contract/quizzes';
import { quizTexts } from '../../../shared/domain/quizzes';
import { api } from '../../lib/api';
import { progressQueryKey } from '../../lib/attempt-query-keys';

export type TQuizRequest = TEndpointInput<typeof generateQuiz>;

/** Spec 8: a success toast, or "Failed to generate quiz" with the reason. */
export const useGenerateQuiz = () =>
  useMutation({
    mutationFn: (request: TQuizRequest) => api(generateQuiz, request),
    onSuccess: () => toast.success(quizTexts.generated),
    onError: (error) => toast.error(quizTexts.generateFailed, { description: error.message || quizTexts.unexpected }),
  });

/** The server scores the answers and records the attempt; the history and readiness are then out of date. */
export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEndpointInput<typeof submitQuiz>) => api(submitQuiz, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressQueryKey }),
    onError: (error) => toast.error(error.message),
  });
}

export const useRetakeQuiz = () =>
  useMutation({
    mutationFn: (attemptId: string) => api(retakeQuiz, { attemptId }),
    onError: (error) => toast.error(error.message),
  });
