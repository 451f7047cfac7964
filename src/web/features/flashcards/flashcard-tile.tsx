import type { TFlashcard } from '../../../shared/contract/flashcards';
import { FlashcardCard } from '../../components/ui/flashcard-card';
import { useDeleteFlashcard, useUpdateFlashcard } from './flashcard-queries';

interface FlashcardTileProps {
  card: TFlashcard;
  onEdit: (card: TFlashcard) => void;
}

/** One card of the manager's grid with its three actions (spec 2). */
export function FlashcardTile({ card, onEdit }: FlashcardTileProps) {
  const update = useUpdateFlashcard();
  const remove = useDeleteFlashcard();
  return (
    <FlashcardCard
      card={card}
      pending={update.isPending || remove.isPending}
      onEdit={() => onEdit(card)}
      onToggleSuspended={() => update.mutate({ id: card.id, isSuspended: !card.isSuspended })}
      onDelete={() => remove.mutate(card.id)}
    />
  );
}
