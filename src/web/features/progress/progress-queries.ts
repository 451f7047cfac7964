import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getProgress, listAttempts } from '../../../shared/contract/quizzes';
import { historyPageSize } from '../../../shared/domain/quizzes';
import { api } from '../../lib/api';

/** Everything here changes when an attempt closes; the quiz and exam screens invalidate ['progress'] then. */
const progressKey = ['progress'] as const;

export const progressQuery = () =>
  queryOptions({ queryKey: [...progressKey, 'summary'], queryFn: () => api(getProgress, {}) });

export const attemptsQuery = (page: number) =>
  queryOptions({
    queryKey: [...progressKey, 'attempts', page],
    queryFn: () => api(listAttempts, { page, limit: historyPageSize }),
    placeholderData: keepPreviousData,
  });

export const useProgress = () => useQuery(progressQuery());
export const useAttempts = (page: number) => useQuery(attemptsQuery(page));
