import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { createTag, listTags, type TCreateTagRequest } from '../../../shared/contract/tags';
import { tagAdminTexts } from '../../../shared/domain/tag-texts';
import { tagMessages } from '../../../shared/domain/tags';
import { api } from '../../lib/api';

const tagsKey = ['tags'] as const;

export const tagListQuery = () => queryOptions({ queryKey: tagsKey, queryFn: () => api(listTags, {}) });

export const useTags = () => useQuery(tagListQuery());

/** Admin-area.md section 8: "Tag created successfully!", or the server's error / "Failed to create tag.". */
export function useCreateTag(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateTagRequest) => api(createTag, body),
    onSuccess: () => {
      toast.success(tagAdminTexts.created);
      onDone();
      return queryClient.invalidateQueries({ queryKey: tagsKey });
    },
    onError: (error) => toast.error(error.message || tagMessages.createFailed),
  });
}
