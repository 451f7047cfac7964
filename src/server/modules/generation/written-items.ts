import { z } from 'zod';
import { groundedGeneration as limits } from '../../../shared/domain/grounded-generation';

/**
 * What the model is asked to write (its output schema). Each item names the numbered source it was written from;
 * the server checks it against that source. The envelope is validated by the AI SDK, each item here, so one bad item
 * is dropped on its own rather than costing the whole answer.
 */
export const ZWrittenQuestion = z.strictObject({
  question: z.string().trim().min(10).max(limits.maxQuestionChars),
  options: z.array(z.string().trim().min(1).max(limits.maxOptionChars)).min(limits.minOptions).max(limits.maxOptions),
  /** The option texts that are correct: exactly one is accepted. */
  correctAnswers: z.array(z.string().trim()),
  explanation: z.string().trim().min(1).max(limits.maxExplanationChars),
  /** The number of the source the question and its key come from. */
  source: z.number().int(),
});
export type TWrittenQuestion = z.infer<typeof ZWrittenQuestion>;

export const ZWrittenFlashcard = z.strictObject({
  front: z.string().trim().min(5).max(limits.maxQuestionChars),
  /** A short answer in the source's own words. */
  back: z.string().trim().min(1).max(limits.maxExplanationChars),
  source: z.number().int(),
});
export type TWrittenFlashcard = z.infer<typeof ZWrittenFlashcard>;

/**
 * The answer's shape as the model is told it (the JSON schema response format): plain types only, since strict
 * structured-output modes refuse length keywords; the limits above are applied per item afterwards.
 */
export const ZWrittenQuestions = z.strictObject({
  questions: z.array(
    z.strictObject({
      question: z.string(),
      options: z.array(z.string()),
      correctAnswers: z.array(z.string()),
      explanation: z.string(),
      source: z.number(),
    }),
  ),
});
export const ZWrittenFlashcards = z.strictObject({
  flashcards: z.array(z.strictObject({ front: z.string(), back: z.string(), source: z.number() })),
});

/** The envelope alone: an object with the list; anything inside is judged per item. */
export const ZQuestionEnvelope = z.object({ questions: z.array(z.unknown()) });
export const ZFlashcardEnvelope = z.object({ flashcards: z.array(z.unknown()) });
