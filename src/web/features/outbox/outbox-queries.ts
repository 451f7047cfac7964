import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listOutbox } from '../../../shared/contract/outbox';
import { outboxPageSize } from '../../../shared/domain/admin-texts';
import { api } from '../../lib/api';

export const outboxQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: ['admin', 'outbox', { page, search }],
    queryFn: () => api(listOutbox, { page, limit: outboxPageSize, search: search || undefined }),
    placeholderData: keepPreviousData,
  });

export const useOutbox = (page: number, search: string) => useQuery(outboxQuery(page, search));
