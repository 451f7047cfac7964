import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { getAttemptResult, type TAttemptResult } from '../../../shared/contract/quizzes';
import { api } from '../../lib/api';

/** A closed attempt never changes, so its result can be kept as long as the cache keeps anything. */
export const attemptResultQuery = (attemptId: string) =>
  queryOptions({
    queryKey: ['attempt-result', attemptId],
    queryFn: () => api(getAttemptResult, { attemptId }),
    staleTime: Number.POSITIVE_INFINITY,
    // A failure shows with a Try again button; a 404 would not change on a silent retry.
    retry: false,
  });

/** submitExam answers with the result: put it where the results view looks, so it shows without another call. */
export function primeAttemptResult(queryClient: QueryClient, result: TAttemptResult) {
  queryClient.setQueryData(attemptResultQuery(result.attemptId).queryKey, result);
}
