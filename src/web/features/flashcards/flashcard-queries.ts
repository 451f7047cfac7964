import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TEndpointInput } from '../../../shared/contract/endpoint';
import {
  createFlashcard,
  deleteFlashcard,
  getReviewQueue,
  listFlashcards,
  reviewFlashcard,
  undoReview,
  updateFlashcard,
} from '../../../shared/contract/flashcards';
import { reviewTexts } from '../../../shared/domain/flashcard-texts';
import { flashcardPageSize } from '../../../shared/domain/flashcards';
import { api } from '../../lib/api';

export type TFlashcardCreate = TEndpointInput<typeof createFlashcard>;
export type TFlashcardUpdate = TEndpointInput<typeof updateFlashcard>;
export type TFlashcardReview = TEndpointInput<typeof reviewFlashcard>;

const flashcardsKey = ['flashcards'] as const;
const listKey = [...flashcardsKey, 'list'] as const;
const queueKey = [...flashcardsKey, 'review-queue'] as const;

export interface TFlashcardFilters {
  page: number;
  search: string;
  /** A core topic id, or empty for all. */
  topic: string;
}

export const flashcardListQuery = ({ page, search, topic }: TFlashcardFilters) =>
  queryOptions({
    queryKey: [...listKey, { page, search, topic }],
    queryFn: () =>
      api(listFlashcards, {
        page,
        limit: flashcardPageSize,
        search: search || undefined,
        coreTopics: topic || undefined,
      }),
    placeholderData: keepPreviousData,
  });

export const useFlashcards = (filters: TFlashcardFilters) => useQuery(flashcardListQuery(filters));

// The queue changes with every answer and with the clock: always fetched fresh when a screen opens.
export const reviewQueueQuery = () =>
  queryOptions({ queryKey: queueKey, queryFn: () => api(getReviewQueue, {}), staleTime: 0, refetchOnMount: 'always' });

export const useReviewQueue = () => useQuery(reviewQueueQuery());

/** Spec 7: successful mutations refresh the related lists (the manager and the due counts). */
export function useInvalidateFlashcards() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: flashcardsKey });
}

export function useCreateFlashcard(options: { success?: string; onDone?: () => void } = {}) {
  const invalidate = useInvalidateFlashcards();
  return useMutation({
    mutationFn: (body: TFlashcardCreate) => api(createFlashcard, body),
    onSuccess: () => {
      if (options.success) toast.success(options.success);
      options.onDone?.();
      return invalidate();
    },
    onError: (error) => toast.error(error.message),
  });
}

/** Spec 8: update, delete and suspend failures are only logged to the console. */
export function useUpdateFlashcard(onDone?: () => void) {
  const invalidate = useInvalidateFlashcards();
  return useMutation({
    mutationFn: (body: TFlashcardUpdate) => api(updateFlashcard, body),
    onSuccess: () => {
      onDone?.();
      return invalidate();
    },
    onError: (error) => console.error('Failed to update flashcard:', error),
  });
}

export function useDeleteFlashcard() {
  const invalidate = useInvalidateFlashcards();
  return useMutation({
    mutationFn: (id: string) => api(deleteFlashcard, { id }),
    onSuccess: () => invalidate(),
    onError: (error) => console.error('Failed to delete flashcard:', error),
  });
}

/** Grading does not refetch the queue mid-session (the session keeps its cards); the lists refresh in the background. */
function useRefreshAfterReview() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey }),
      queryClient.invalidateQueries({ queryKey: queueKey, refetchType: 'none' }),
    ]);
}

export function useReviewFlashcard() {
  const refresh = useRefreshAfterReview();
  return useMutation({
    mutationFn: (body: TFlashcardReview) => api(reviewFlashcard, body),
    onSuccess: refresh,
    onError: (error) => toast.error(error.message),
  });
}

/** Takes back the latest answer of a card (the session knows which card that was). */
export function useUndoReview() {
  const refresh = useRefreshAfterReview();
  return useMutation({
    mutationFn: (id: string) => api(undoReview, { id }),
    onSuccess: () => {
      toast.success(reviewTexts.undone);
      return refresh();
    },
    onError: (error) => toast.error(error.message),
  });
}
