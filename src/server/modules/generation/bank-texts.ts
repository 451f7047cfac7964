import { groundedGeneration as limits } from '../../../shared/domain/grounded-generation';
import type { TDatabase } from '../../db/client';
import { deckCards, questions } from '../../db/schema';
import { NearDuplicateIndex } from './text-similarity';

/**
 * The bank's texts a written item may not copy: every question (retired ones too: a near-copy of a question taken out
 * for a fault would bring the fault back), and for flashcards every deck card's front as well.
 */
export async function bankIndex(db: TDatabase, kind: 'quiz' | 'flashcards'): Promise<NearDuplicateIndex> {
  const texts = (await db.select({ text: questions.question }).from(questions)).map((row) => row.text);
  if (kind === 'flashcards') {
    for (const row of await db.select({ text: deckCards.front }).from(deckCards)) texts.push(row.text);
  }
  return new NearDuplicateIndex(texts, limits.nearDuplicateSimilarity);
}
