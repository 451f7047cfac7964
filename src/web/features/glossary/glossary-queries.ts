import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TEndpointInput } from '../../../shared/contract/endpoint';
import { createGlossaryTerm, listGlossary, updateGlossaryTerm } from '../../../shared/contract/glossary';
import { glossaryMessages as texts } from '../../../shared/domain/glossary';
import { api } from '../../lib/api';

export type TGlossaryCreate = TEndpointInput<typeof createGlossaryTerm>;
export type TGlossaryUpdate = TEndpointInput<typeof updateGlossaryTerm>;

/** Admin-area.md section 7: the glossary list is cached under the key glossary. */
const glossaryKey = ['glossary'] as const;

export const glossaryListQuery = () => queryOptions({ queryKey: glossaryKey, queryFn: () => api(listGlossary, {}) });

export const useGlossary = () => useQuery(glossaryListQuery());

/** A toast either way (admin-area.md section 8); a success refreshes the list (section 4). */
function useGlossaryMutation<TInput>(
  run: (input: TInput) => Promise<unknown>,
  messages: { success: string; failure: string },
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      toast.success(messages.success);
      onDone();
      return queryClient.invalidateQueries({ queryKey: glossaryKey });
    },
    onError: (error) => toast.error(error.message || messages.failure),
  });
}

export const useCreateGlossaryTerm = (onDone: () => void) =>
  useGlossaryMutation(
    (body: TGlossaryCreate) => api(createGlossaryTerm, body),
    { success: texts.created, failure: texts.createFailed },
    onDone,
  );

export const useUpdateGlossaryTerm = (onDone: () => void) =>
  useGlossaryMutation(
    (body: TGlossaryUpdate) => api(updateGlossaryTerm, body),
    { success: texts.updated, failure: texts.updateFailed },
    onDone,
  );
