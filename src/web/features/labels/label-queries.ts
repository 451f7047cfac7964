import { useMutation, useQuery } from '@tanstack/react-query';
import type { TEndpointInput } from '../../../shared/contract/endpoint';
import { checkLabelAnswers, getLabel, listLabels } from '../../../shared/contract/labels';
import { api } from '../../lib/api';

export const labelPath = (id: string) => `/labels/${id}`;

export const useLabels = () => useQuery({ queryKey: ['labels'], queryFn: () => api(listLabels, {}) });

export const useLabel = (id: string) => useQuery({ queryKey: ['labels', id], queryFn: () => api(getLabel, { id }) });

/** Stateless on the server: nothing to refetch afterwards. */
export const useCheckLabelAnswers = () =>
  useMutation({ mutationFn: (body: TEndpointInput<typeof checkLabelAnswers>) => api(checkLabelAnswers, body) });
