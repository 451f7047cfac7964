import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TGeneratedFlashcard } from '../../../shared/contract/ai';
import { coreTopics } from '../../../shared/domain/topics';
import type { TDatabase } from '../../db/client';
import { deckCards, questions, tags } from '../../db/schema';
import type { TAiProvider } from './ai-provider';

/** Fisher-Yates with an injectable random source, so tests can fix the order. */
export function shuffle<T>(items: T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

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
    const chosen = await db.select().from(tags).where(inArray(tags.id, selection.tagIds));
    // Only the chosen state's category tags count; admin-made tags have no content behind them.
    const categoryIds = chosen.flatMap((tag) => (tag.slug && tag.state === selection.state ? [tag.slug] : []));
    if (categoryIds.length === 0) return [];
    const rows = await db
      .select()
      .from(questions)
      .where(and(inArray(questions.topic, categoryIds), isNull(questions.retiredAt)));
    const tagName = new Map(chosen.map((tag) => [tag.slug, tag.name]));
    return rows.map(
      (q): TGeneratedFlashcard => ({
        front: q.question,
        back: `${Array.isArray(q.answer) ? q.answer.join('; ') : String(q.answer)}. ${q.explanation}`,
        tags: [tagName.get(q.topic) ?? q.topic],
        sourceId: q.id,
        sourceType: 'question',
      }),
    );
  }

  return {
    name: 'offline',
    async generateFlashcards({ selection, count, exclude }) {
      const pool = (await candidates(selection)).filter((card) => !exclude.has(card.sourceId));
      return shuffle(pool, random).slice(0, count);
    },
  };
}
