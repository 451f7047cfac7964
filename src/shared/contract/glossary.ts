import { z } from 'zod';
import { glossaryMessages as texts } from '../domain/glossary';
import { endpoint } from './endpoint';

export const ZGlossaryEntry = z.object({ id: z.string(), term: z.string(), definition: z.string() });
export type TGlossaryEntry = z.infer<typeof ZGlossaryEntry>;

const ZTerm = z.string().trim().min(2, texts.termTooShort).max(120);
const ZDefinition = z.string().trim().min(10, texts.definitionTooShort).max(2000);

export const listGlossary = endpoint({
  method: 'GET',
  path: '/_api/glossary',
  access: 'learner',
  input: z.strictObject({}),
  response: z.array(ZGlossaryEntry),
  encoding: 'superjson',
  fallbackError: texts.loadFailed,
});

export const createGlossaryTerm = endpoint({
  method: 'POST',
  path: '/_api/glossary',
  access: 'admin',
  input: z.strictObject({ term: ZTerm, definition: ZDefinition }),
  response: ZGlossaryEntry,
  encoding: 'superjson',
  fallbackError: texts.createFailed,
});

export const updateGlossaryTerm = endpoint({
  method: 'POST',
  path: '/_api/glossary/update',
  access: 'admin',
  input: z.strictObject({
    id: z.string().min(1, texts.notFound),
    term: ZTerm.optional(),
    definition: ZDefinition.optional(),
  }),
  response: ZGlossaryEntry,
  encoding: 'superjson',
  fallbackError: texts.updateFailed,
});
