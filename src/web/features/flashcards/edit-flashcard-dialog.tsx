import type { TFlashcard } from '../../../shared/contract/flashcards';
import { FlashcardEditDialog } from '../../components/ui/flashcard-edit-dialog';
import { useUpdateFlashcard } from './flashcard-queries';

interface EditFlashcardDialogProps {
  card: TFlashcard | null;
  onClose: () => void;
}

export function EditFlashcardDialog({ card, onClose }: EditFlashcardDialogProps) {
  const update = useUpdateFlashcard(onClose);
  return (
    <FlashcardEditDialog
      card={card}
      pending={update.isPending}
      onSave={(sides) => card && update.mutate({ id: card.id, ...sides })}
      onClose={onClose}
    />
  );
}
