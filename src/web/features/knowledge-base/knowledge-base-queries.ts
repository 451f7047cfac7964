import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  deleteKnowledgeDocument,
  getKnowledgeDocument,
  listKnowledgeDocuments,
  type TKnowledgeDocument,
} from '../../../shared/contract/knowledge-base';
import type { TJurisdiction } from '../../../shared/domain/jurisdictions';
import { knowledgeDocumentBusyStatuses, type TKnowledgeBaseTypeFilter } from '../../../shared/domain/knowledge-base';
import {
  knowledgeBasePageSize,
  knowledgeBaseRefetchMs,
  knowledgeBaseTexts as texts,
} from '../../../shared/domain/knowledge-base-admin-texts';
import { api } from '../../lib/api';

export interface TDocumentFilters {
  page: number;
  search: string;
  fileType: TKnowledgeBaseTypeFilter | undefined;
  jurisdiction: TJurisdiction | undefined;
}

/** Every query of the screen lives under this key: an upload or a delete refreshes them all (spec 7). */
export const uploadsKey = ['admin', 'uploads'] as const;

const isBusy = (document: TKnowledgeDocument) => knowledgeDocumentBusyStatuses.includes(document.status);

export const documentListQuery = (filters: TDocumentFilters) =>
  queryOptions({
    queryKey: [...uploadsKey, 'list', filters],
    queryFn: () =>
      api(listKnowledgeDocuments, {
        search: filters.search || undefined,
        fileType: filters.fileType,
        jurisdictions: filters.jurisdiction,
        limit: knowledgeBasePageSize,
        offset: (filters.page - 1) * knowledgeBasePageSize,
      }),
    placeholderData: keepPreviousData,
    // While a document is still being read, ask again so its badge and progress move without a reload.
    refetchInterval: (query) => (query.state.data?.uploads.some(isBusy) ? knowledgeBaseRefetchMs : false),
  });

export const useDocumentList = (filters: TDocumentFilters) => useQuery(documentListQuery(filters));

export const useDocumentDetails = (id: string | null) =>
  useQuery({
    queryKey: [...uploadsKey, 'details', id],
    queryFn: () => api(getKnowledgeDocument, { id: id ?? '' }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isBusy(query.state.data.upload) ? knowledgeBaseRefetchMs : false),
  });

export function useDeleteDocument(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uploadId: string) => api(deleteKnowledgeDocument, { uploadId }),
    onSuccess: () => {
      toast.success(texts.deleted);
      onDone();
      return queryClient.invalidateQueries({ queryKey: uploadsKey });
    },
    onError: (error) => toast.error(error.message || texts.deleteFailed),
  });
}
