import { z } from 'zod';
import { adminFlashcardSources } from '../domain/admin-flashcard-texts';
import { flashcardMessages, flashcardPageSize } from '../domain/flashcards';
import { endpoint } from './endpoint';
import { ZBack, ZCommaList, ZFront, ZTags } from './flashcards';
import { pageQueryFields, ZPagination } from './pagination';

/** A learner's own card, or a card of a pre-made deck (content pack); ids are unique only within a kind. */
export const adminFlashcardKinds = ['learner', 'deck'] as const;

export const ZAdminFlashcard = z.object({
  id: z.string(),
  kind: z.enum(adminFlashcardKinds),
  front: z.string(),
  back: z.string(),
  tags: z.array(z.string()),
  isSuspended: z.boolean(),
  /** The learner who owns the card; null for deck cards. */
  owner: z.object({ id: z.number().int(), email: z.string(), displayName: z.string() }).nullable(),
  /** The core topic of a deck card; null for learners' cards. */
  topic: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.date().nullable(),
});
export type TAdminFlashcard = z.infer<typeof ZAdminFlashcard>;

const ZCardKey = {
  kind: z.enum(adminFlashcardKinds),
  id: z.string({ error: flashcardMessages.notFound }).min(1, flashcardMessages.notFound).max(200),
};

export const listAdminFlashcards = endpoint({
  method: 'GET',
  path: '/_api/admin/flashcards',
  access: 'admin',
  input: z.strictObject({
    ...pageQueryFields(flashcardPageSize),
    search: z.string().trim().max(200).optional(),
    /** Part of the owner's e-mail or display name; only learners' cards have an owner. */
    owner: z.string().trim().max(200).optional(),
    source: z.enum(adminFlashcardSources).default('all'),
    tags: ZCommaList.optional(),
    coreTopics: ZCommaList.optional(),
  }),
  response: z.object({
    flashcards: z.array(ZAdminFlashcard),
    pagination: ZPagination,
  }),
  encoding: 'superjson',
  fallbackError: flashcardMessages.fetchFailed,
});

export const updateAdminFlashcard = endpoint({
  method: 'POST',
  path: '/_api/admin/flashcard/update',
  access: 'admin',
  input: z.strictObject({
    ...ZCardKey,
    front: ZFront.optional(),
    back: ZBack.optional(),
    tags: ZTags.optional(),
    isSuspended: z.boolean().optional(),
  }),
  response: ZAdminFlashcard,
  encoding: 'superjson',
  fallbackError: 'Failed to update flashcard',
});

export const deleteAdminFlashcard = endpoint({
  method: 'POST',
  path: '/_api/admin/flashcard/delete',
  access: 'admin',
  input: z.strictObject(ZCardKey),
  response: z.object({ success: z.literal(true) }),
  encoding: 'superjson',
  fallbackError: 'Failed to delete flashcard',
});
