import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getProgress, listAttempts } from '../../../shared/contract/quizzes';
import { historyPageSize } from '../../../shared/domain/quizzes';
import { api } from '../../lib/api';
import { progressQueryKey } from '../../lib/attempt-query-keys';

export const progressQuery = () =>
  queryOptions({ queryKey: [...progressQueryKey, 'summary'], queryFn: () => api(getProgress, {}) });

export const attemptsQuery = (page: number) =>
  queryOptions({
    queryKey: [...progressQueryKey, 'attempts', page],
    queryFn: () => api(listAttempts, { page, limit: historyPageSize }),
    placeholderData: keepPreviousData,
  });

export const useProgress = () => useQuery(progressQuery());
export const useAttempts = (page: number) => useQuery(attemptsQuery(page));
