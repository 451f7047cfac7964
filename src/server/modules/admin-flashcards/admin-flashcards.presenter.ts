import type { TAdminFlashcard } from '../../../shared/contract/admin-flashcards';
import { coreTopics } from '../../../shared/domain/topics';
import type { deckCards, TUserFlashcardRow } from '../../db/schema';

type TDeckCardRow = typeof deckCards.$inferSelect;
type TOwner = NonNullable<TAdminFlashcard['owner']>;

export const presentLearnerCard = ({ card, owner }: { card: TUserFlashcardRow; owner: TOwner }): TAdminFlashcard => ({
  id: card.id,
  kind: 'learner',
  front: card.front,
  back: card.back,
  tags: card.tags,
  isSuspended: card.isSuspended,
  owner,
  topic: null,
  createdAt: card.createdAt,
});

/** A deck card without tags of its own shows its topic's name, as the generator gives it to learners. */
export function presentDeckCard(card: TDeckCardRow): TAdminFlashcard {
  const name = coreTopics.find((t) => t.id === card.topic)?.name ?? card.topic;
  return {
    id: card.id,
    kind: 'deck',
    front: card.front,
    back: card.back,
    tags: card.tags.length ? card.tags : [name],
    isSuspended: card.isSuspended,
    owner: null,
    topic: { id: card.topic, name },
    createdAt: null,
  };
}
