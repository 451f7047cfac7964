import { z } from 'zod';
import { tagMessages, tagNameMaxLength, tagNameMinLength } from '../domain/tags';
import { endpoint } from './endpoint';

export const ZTag = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  /** Set for a state's certification category (from the content pack); null for other tags. */
  state: z.string().nullable(),
});
export type TTag = z.infer<typeof ZTag>;

export const ZCreateTagRequest = z.strictObject({
  name: z
    .string()
    .trim()
    .min(tagNameMinLength, tagMessages.nameTooShort)
    .max(tagNameMaxLength, tagMessages.nameTooLong),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, tagMessages.invalidColor)
    .optional(),
});
export type TCreateTagRequest = z.infer<typeof ZCreateTagRequest>;

export const listTags = endpoint({
  method: 'GET',
  path: '/_api/tags',
  access: 'learner',
  input: z.strictObject({}),
  response: z.array(ZTag),
  encoding: 'superjson',
  fallbackError: tagMessages.loadFailed,
});

export const createTag = endpoint({
  method: 'POST',
  path: '/_api/tags',
  access: 'admin',
  input: ZCreateTagRequest,
  response: ZTag,
  encoding: 'superjson',
  fallbackError: tagMessages.createFailed,
});
