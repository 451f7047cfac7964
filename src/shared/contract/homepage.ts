import { z } from 'zod';
import { endpoint } from './endpoint';

export const ZDemoFlashcard = z.object({
  id: z.string(),
  front: z.string(),
  back: z.string(),
  tags: z.array(z.string()),
});
export type TDemoFlashcard = z.infer<typeof ZDemoFlashcard>;

export const getHomepageKnowledge = endpoint({
  method: 'GET',
  path: '/_api/homepage/knowledge',
  access: 'public',
  input: z.strictObject({}),
  response: z.object({ knowledgeExcerpts: z.array(z.object({ excerpt: z.string() })) }),
  encoding: 'superjson',
  fallbackError: 'Failed to fetch knowledge excerpts',
});

export const getHomepageFlashcards = endpoint({
  method: 'GET',
  path: '/_api/homepage/flashcards',
  access: 'public',
  input: z.strictObject({}),
  response: z.object({ flashcards: z.array(ZDemoFlashcard) }),
  encoding: 'superjson',
  fallbackError: 'Failed to fetch flashcards',
});
