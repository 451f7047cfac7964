import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteAdminFlashcard,
  listAdminFlashcards,
  type TAdminFlashcard,
  updateAdminFlashcard,
} from '../../../shared/contract/admin-flashcards';
import type { TEndpointInput } from '../../../shared/contract/endpoint';
import type { TAdminFlashcardSource } from '../../../shared/domain/admin-flashcard-texts';
import { flashcardPageSize } from '../../../shared/domain/flashcards';
import { api } from '../../lib/api';

export type TAdminFlashcardUpdate = TEndpointInput<typeof updateAdminFlashcard>;

export interface TAdminFlashcardFilters {
  page: number;
  search: string;
  owner: string;
  source: TAdminFlashcardSource;
  /** A core topic id, or empty for all. */
  topic: string;
  /** Comma-separated tag names, as typed. */
  tags: string;
}

const adminFlashcardsKey = ['admin', 'flashcards'] as const;

export const adminFlashcardListQuery = (filters: TAdminFlashcardFilters) =>
  queryOptions({
    queryKey: [...adminFlashcardsKey, filters],
    queryFn: () =>
      api(listAdminFlashcards, {
        page: filters.page,
        limit: flashcardPageSize,
        search: filters.search || undefined,
        owner: filters.owner || undefined,
        source: filters.source,
        coreTopics: filters.topic || undefined,
        tags: filters.tags || undefined,
      }),
    placeholderData: keepPreviousData,
  });

export const useAdminFlashcards = (filters: TAdminFlashcardFilters) => useQuery(adminFlashcardListQuery(filters));

/** admin-area.md section 8: update, delete and suspend failures are only logged, with no user message. */
export function useUpdateAdminFlashcard(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminFlashcardUpdate) => api(updateAdminFlashcard, body),
    onSuccess: () => {
      onDone?.();
      return queryClient.invalidateQueries({ queryKey: adminFlashcardsKey });
    },
    onError: (error) => console.error('Failed to update flashcard:', error),
  });
}

export function useDeleteAdminFlashcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: Pick<TAdminFlashcard, 'kind' | 'id'>) => api(deleteAdminFlashcard, { kind, id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminFlashcardsKey }),
    onError: (error) => console.error('Failed to delete flashcard:', error),
  });
}
