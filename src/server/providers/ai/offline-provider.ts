import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TGeneratedFlashcard } from '../../../shared/contract/ai';
import { coreTopics } from '../../../shared/domain/topics';
import { pickQuestions } from '../../content/question-picker';
import { shuffle } from '../../content/shuffle';
import type { TDatabase } from '../../db/client';
import { deckCards, questions } from '../../db/schema';
import type { TAiProvider } from './ai-provider';
import { selectionTopics } from './selection-topics';

/**
 * Generates from the content pack with no network: core topics draw on the pre-made decks, state categories turn
 * the category's questions into cards (question on the front, answer and explanation on the back). Each request
 * draws a fresh random selection.
 */
export function createOfflineAiProvider(db: TDatabase, random: () => number = Math.random): TAiProvider {
  async function candidates(selection: Parameters<TAiProvider['generateFlashcards']>[0]['selection']) {
    if (selection.type === 'Core') {
      const rows = await db
        .select()
        .from(deckCards)
        // Cards an admin suspended or deleted are no longer offered.
        .where(
          and(
            inArray(deckCards.topic, selection.topics),
            isNull(deckCards.retiredAt),
            eq(deckCards.isSuspended, false),
          ),
        );
      return rows.map(
        (card): TGeneratedFlashcard => ({
          front: card.front,
          back: card.back,
          tags: card.tags.length ? card.tags : [coreTopics.find((t) => t.id === card.topic)?.name ?? card.topic],
          sourceId: card.id,
          sourceType: 'deck',
        }),
      );
    }
    const categories = await selectionTopics(db, selection);
    if (categories.size === 0) return [];
    const rows = await db
      .select()
      .from(questions)
      .where(and(inArray(questions.topic, [...categories.keys()]), isNull(questions.retiredAt)));
    return rows.map(
      (q): TGeneratedFlashcard => ({
        front: q.question,
        back: `${Array.isArray(q.answer) ? q.answer.join('; ') : String(q.answer)}. ${q.explanation}`,
        tags: [categories.get(q.topic) ?? q.topic],
        sourceId: q.id,
        sourceType: 'question',
      }),
    );
  }

  return {
    name: 'offline',
    // Even shares: a quiz on three topics asks about each of them about equally.
    async generateQuiz({ selection, count, recentlySeen, exclude }) {
      const topics = await selectionTopics(db, selection);
      const shares = new Map([...topics.keys()].map((topic) => [topic, 1]));
      return pickQuestions(db, { shares, count, recentlySeen, exclude, random });
    },
    async generateFlashcards({ selection, count, exclude, hiddenQuestionIds }) {
      const pool = (await candidates(selection)).filter(
        (card) =>
          !exclude.has(card.sourceId) && !(card.sourceType === 'question' && hiddenQuestionIds.has(card.sourceId)),
      );
      return shuffle(pool, random).slice(0, count);
    },
  };
}
