import type { TAdminFlashcard } from '../../../shared/contract/admin-flashcards';
import { adminFlashcardTexts as texts } from '../../../shared/domain/admin-flashcard-texts';
import { FlashcardCard } from '../../components/ui/flashcard-card';
import { useDeleteAdminFlashcard, useUpdateAdminFlashcard } from './admin-flashcard-queries';

interface AdminFlashcardTileProps {
  card: TAdminFlashcard;
  onEdit: (card: TAdminFlashcard) => void;
}

const ownerLine = (card: TAdminFlashcard) =>
  card.owner ? texts.ownedBy(card.owner.displayName, card.owner.email) : texts.deckCard(card.topic?.name ?? '');

/** A card of any learner or of a pre-made deck, with who it belongs to. */
export function AdminFlashcardTile({ card, onEdit }: AdminFlashcardTileProps) {
  const update = useUpdateAdminFlashcard();
  const remove = useDeleteAdminFlashcard();
  return (
    <FlashcardCard
      card={card}
      footnote={ownerLine(card)}
      pending={update.isPending || remove.isPending}
      onEdit={() => onEdit(card)}
      onToggleSuspended={() => update.mutate({ kind: card.kind, id: card.id, isSuspended: !card.isSuspended })}
      onDelete={() => remove.mutate(card)}
    />
  );
}
