import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { generateFlashcards, type TTopicSelection } from '../../../shared/contract/ai';
import { listTags } from '../../../shared/contract/tags';
import { generatorFormTexts as texts } from '../../../shared/domain/flashcard-texts';
import { api } from '../../lib/api';

/** The same cache key as the tag admin screen, so a tag made there shows here. */
const tagsQuery = () => queryOptions({ queryKey: ['tags'], queryFn: () => api(listTags, {}) });
export const useTags = (enabled: boolean) => useQuery({ ...tagsQuery(), enabled });

/** Spec 8: a success toast, or "Failed to generate flashcards" with the reason. */
export const useGenerateFlashcards = () =>
  useMutation({
    mutationFn: (selection: TTopicSelection) => api(generateFlashcards, selection),
    onSuccess: () => toast.success(texts.generated),
    onError: (error) => toast.error(texts.failed, { description: error.message || texts.unexpected }),
  });
