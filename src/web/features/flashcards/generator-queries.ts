import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { generateFlashcards, type TTopicSelectionInput } from '../../../shared/contract/ai';
import { generatorFormTexts as texts } from '../../../shared/domain/flashcard-texts';
import { api } from '../../lib/api';

/** Spec 8: a success toast, or "Failed to generate flashcards" with the reason. */
export const useGenerateFlashcards = () =>
  useMutation({
    mutationFn: (selection: TTopicSelectionInput) => api(generateFlashcards, selection),
    onSuccess: () => toast.success(texts.generated),
    onError: (error) => toast.error(texts.failed, { description: error.message || texts.unexpected }),
  });
