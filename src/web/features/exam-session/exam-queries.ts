import { queryOptions } from '@tanstack/react-query';
import { getExamSession } from '../../../shared/contract/quizzes';
import { examMessages } from '../../../shared/domain/quizzes';
import { ApiError, api } from '../../lib/api';

/**
 * The exam as the server holds it. Always fetched afresh and never kept: the screen copies it into local state once,
 * and a stale copy from an earlier visit would show answers the server has since replaced.
 */
export const examSessionQuery = (attemptId: string) =>
  queryOptions({
    queryKey: ['exam-session', attemptId],
    queryFn: () => api(getExamSession, { attemptId }),
    staleTime: 0,
    gcTime: 0,
    // A failure shows with a Try again button; a 404 or a quiz attempt would not change on a silent retry.
    retry: false,
  });

/** The session call refuses quiz attempts; their results show on the same screen. */
export const isQuizAttemptError = (error: unknown) =>
  error instanceof ApiError && error.message === examMessages.notAnExam;

export const isNotFoundError = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The server closed the attempt (time-up or a submission from another tab): its results are what is left to show. */
export const isClosedError = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.message === examMessages.timeUp || error.message === examMessages.alreadySubmitted);
