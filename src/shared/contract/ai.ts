import { z } from 'zod';
import { categoryStates, coreTopicIds } from '../domain/topics';
import { endpoint } from './endpoint';

/** What to generate from (spec 3): core topics, or a state plus its category tags. */
export const ZTopicSelection = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('Core'),
    topics: z.array(z.enum(coreTopicIds)).min(1, 'Select at least one core topic'),
  }),
  z.strictObject({
    type: z.literal('Category'),
    state: z.enum(categoryStates.map((s) => s.id) as [string, ...string[]], { error: 'Select a state' }),
    tagIds: z.array(z.string()).min(1, 'Select at least one category'),
  }),
]);
export type TTopicSelection = z.infer<typeof ZTopicSelection>;

export const ZGeneratedFlashcard = z.object({
  front: z.string(),
  back: z.string(),
  tags: z.array(z.string()),
  sourceId: z.string(),
  sourceType: z.string(),
});
export type TGeneratedFlashcard = z.infer<typeof ZGeneratedFlashcard>;

export const generateFlashcards = endpoint({
  method: 'POST',
  path: '/_api/ai/generate-flashcards',
  access: 'learner',
  input: ZTopicSelection,
  response: z.object({ flashcards: z.array(ZGeneratedFlashcard) }),
  encoding: 'superjson',
  fallbackError: 'Failed to generate flashcards',
});
