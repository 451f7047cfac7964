import { and, eq, isNotNull } from 'drizzle-orm';
import type { TGeneratedFlashcard, TTopicSelection } from '../../../shared/contract/ai';
import type { TDatabase } from '../../db/client';
import { userFlashcards } from '../../db/schema';
import type { TAiProvider } from '../../providers/ai/ai-provider';
import { keysHiddenFromLearner } from '../quizzes/hidden-keys.service';
import { learnerJurisdictions } from '../tutor/tutor-jurisdictions';

/** How many cards one generation offers. */
const GENERATED_CARDS = 10;

/**
 * Cards the learner does not have yet. A card made from a bank question carries its key on the back, so none is made
 * from a question of the learner's running exam; the check is repeated on the way out whatever the engine did. A
 * model-written card (with a model configured) comes from material of the learner's jurisdictions only.
 */
export async function generateFlashcards(
  db: TDatabase,
  ai: TAiProvider,
  learner: { id: number; states: readonly string[] },
  selection: TTopicSelection,
  now: Date,
): Promise<TGeneratedFlashcard[]> {
  const userId = learner.id;
  const owned = await db
    .select({ sourceId: userFlashcards.sourceId })
    .from(userFlashcards)
    .where(and(eq(userFlashcards.userId, userId), isNotNull(userFlashcards.sourceId)));
  const hidden = await keysHiddenFromLearner(db, userId, now);
  const cards = await ai.generateFlashcards({
    selection,
    count: GENERATED_CARDS,
    jurisdictions: learnerJurisdictions(learner.states),
    exclude: new Set(owned.map((card) => card.sourceId!)),
    hiddenQuestionIds: hidden.questionIds,
  });
  return cards.filter(
    (card) =>
      !(card.sourceType === 'question' && hidden.questionIds.has(card.sourceId)) &&
      !hidden.has({ questionId: null, question: card.front }),
  );
}
