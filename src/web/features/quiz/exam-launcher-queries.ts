import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { getCurrentExam, listExamBlueprints, startExam } from '../../../shared/contract/quizzes';
import { api } from '../../lib/api';
import { currentExamQueryKey } from '../../lib/attempt-query-keys';

const blueprintsQuery = () =>
  queryOptions({ queryKey: ['exam-blueprints'], queryFn: () => api(listExamBlueprints, {}) });

/** Whether an exam is running changes on the exam screen: always asked afresh when /exams opens. */
const currentExamQuery = () =>
  queryOptions({
    queryKey: currentExamQueryKey,
    queryFn: () => api(getCurrentExam, {}),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useExamBlueprints = () => useQuery(blueprintsQuery());
export const useCurrentExam = () => useQuery(currentExamQuery());

export const useStartExam = () =>
  useMutation({
    mutationFn: (blueprintId: string) => api(startExam, { blueprintId }),
    onError: (error) => toast.error(error.message),
  });
