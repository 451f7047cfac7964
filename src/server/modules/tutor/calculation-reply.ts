import type { TDatabase } from '../../db/client';
import type { TRetrievalHit, TRetrievalRequest, TRetriever } from '../knowledge/retrieval-types';
import type { TCalculation } from './calculator/calculation-types';
import { readQuantities } from './calculator/quantities';
import { citationFor } from './citations';

// A calculation's reply (issue 26): the calculator's result and steps, and the lesson that teaches the method. It is
// the reply whatever the engine: a model is never asked to do arithmetic, since it may get a number wrong with
// confidence, and a quoted worked example holds other numbers than the learner's.

/** The lesson section teaching the method, found in the learner's own scope (jurisdictions, a running exam's exclusions). */
export async function methodLesson(
  db: TDatabase,
  retriever: TRetriever,
  calculation: TCalculation,
  scope: Omit<TRetrievalRequest, 'query'>,
): Promise<TRetrievalHit[]> {
  const found = await retriever(db, { ...scope, query: calculation.lessonQuery, sources: ['lesson'], limit: 1 });
  return found.relevant ? found.hits.slice(0, 1) : [];
}

/** The answer first, then the numbered steps, then the method's lesson as source [1] (when retrieval found it). */
export function calculationText(calculation: TCalculation, lesson: TRetrievalHit | undefined): string {
  const body =
    calculation.kind === 'result'
      ? [calculation.answer, calculation.steps.map((step, index) => `${index + 1}. ${step}`).join('\n')]
      : [calculation.question];
  if (lesson) body.push(`Method: ${citationFor(lesson, 1).title} [1]`);
  return body.join('\n\n');
}

/**
 * Whether a calculation uses the numbers of one of a running exam's questions: computing it would answer that
 * question, however it is reworded.
 */
export function usesExamNumbers(message: string, examQuestions: Iterable<string>): boolean {
  const numbers = readQuantities(message).map((q) => q.value);
  if (numbers.length === 0) return false;
  for (const question of examQuestions) {
    const asked = new Set(readQuantities(question).map((q) => q.value));
    if (numbers.every((n) => asked.has(n))) return true;
  }
  return false;
}
