import { inArray } from 'drizzle-orm';
import type { TFlashcard } from '../../../shared/contract/flashcards';
import type { TDatabase } from '../../db/client';
import { deckCards, questions, type TUserFlashcardRow } from '../../db/schema';

/** Pure shaping; presentFlashcards adds the section reference, which needs a lookup. */
export const presentFlashcard = (row: TUserFlashcardRow, section: string | null = null): TFlashcard => ({
  id: row.id,
  front: row.front,
  back: row.back,
  tags: row.tags,
  isSuspended: row.isSuspended,
  sourceId: row.sourceId,
  sourceType: row.sourceType,
  section,
  createdAt: row.createdAt,
  schedule: {
    state: row.state,
    dueAt: row.dueAt,
    intervalDays: row.intervalDays,
    ease: row.ease,
    repetitions: row.repetitions,
    lapses: row.lapses,
    step: row.step,
  },
});

/** A transaction or the database itself. */
type TDb = Pick<TDatabase, 'select'>;

const idsOf = (rows: TUserFlashcardRow[], sourceType: string) => [
  ...new Set(rows.flatMap((row) => (row.sourceType === sourceType && row.sourceId ? [row.sourceId] : []))),
];

/**
 * Cards as the learner sees them, each with the lesson section its source points to ("Study this"): a deck card's
 * own reference, or for a card generated from a bank question, that question's. The learner's own cards have none.
 */
export async function presentFlashcards(db: TDb, rows: TUserFlashcardRow[]): Promise<TFlashcard[]> {
  const deckIds = idsOf(rows, 'deck');
  const questionIds = idsOf(rows, 'question');
  const [decks, asked] = await Promise.all([
    deckIds.length
      ? db
          .select({ id: deckCards.id, section: deckCards.section })
          .from(deckCards)
          .where(inArray(deckCards.id, deckIds))
      : [],
    questionIds.length
      ? db
          .select({ id: questions.id, section: questions.section })
          .from(questions)
          .where(inArray(questions.id, questionIds))
      : [],
  ]);
  const sections = {
    deck: new Map(decks.map((row) => [row.id, row.section])),
    question: new Map(asked.map((row) => [row.id, row.section])),
  };
  return rows.map((row) => {
    const source = row.sourceType === 'deck' || row.sourceType === 'question' ? sections[row.sourceType] : null;
    return presentFlashcard(row, (row.sourceId && source?.get(row.sourceId)) || null);
  });
}

export const presentOneFlashcard = async (db: TDb, row: TUserFlashcardRow) => (await presentFlashcards(db, [row]))[0]!;
