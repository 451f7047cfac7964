import { z } from 'zod';
import { backMaxChars, flashcardPageSize, frontMaxChars, flashcardMessages as texts } from '../domain/flashcards';
import { grades } from '../domain/spaced-repetition';
import { coreTopicIds } from '../domain/topics';
import { endpoint } from './endpoint';
import { pageQueryFields, ZPagination } from './pagination';
import { ZUploadedFile } from './uploaded-file';

export const ZFlashcardSchedule = z.object({
  state: z.enum(['new', 'learning', 'review', 'relearning']),
  dueAt: z.date(),
  intervalDays: z.number().int(),
  ease: z.number(),
  repetitions: z.number().int(),
  lapses: z.number().int(),
  /** Position in the learning or relearning steps. */
  step: z.number().int(),
});

export const ZFlashcard = z.object({
  id: z.string(),
  front: z.string(),
  back: z.string(),
  tags: z.array(z.string()),
  isSuspended: z.boolean(),
  sourceId: z.string().nullable(),
  sourceType: z.string().nullable(),
  /** The lesson section its source teaches (`lesson-id#section-id`), for "Study this"; null for the learner's own. */
  section: z.string().nullable(),
  createdAt: z.date(),
  schedule: ZFlashcardSchedule,
});
export type TFlashcard = z.infer<typeof ZFlashcard>;

/**
 * What each grade would do, in seconds until the card is due again, as Anki's answer buttons count them: learning
 * steps in seconds, and in whole days (times 86,400) once they reach the learner's next day or the card is in review.
 */
export const ZNextIntervals = z.object({
  again: z.number().int(),
  hard: z.number().int(),
  good: z.number().int(),
  easy: z.number().int(),
});
export type TNextIntervals = z.infer<typeof ZNextIntervals>;

/** A card in the review session, with the interval each grade button would give it. */
export const ZReviewCard = ZFlashcard.extend({ nextIntervals: ZNextIntervals });
export type TReviewCard = z.infer<typeof ZReviewCard>;

export const ZFront = z.string().trim().min(1, texts.frontEmpty).max(frontMaxChars);
export const ZBack = z.string().trim().min(1, texts.backEmpty).max(backMaxChars);
export const ZTags = z.array(z.string().trim().min(1).max(80)).max(20);
/** Comma-joined lists in the query string (spec 7). */
export const ZCommaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

export const listFlashcards = endpoint({
  method: 'GET',
  path: '/_api/flashcards',
  access: 'learner',
  input: z.strictObject({
    ...pageQueryFields(flashcardPageSize),
    search: z.string().trim().max(200).optional(),
    tags: ZCommaList.optional(),
    coreTopics: ZCommaList.optional(),
  }),
  response: z.object({
    flashcards: z.array(ZFlashcard),
    pagination: ZPagination,
  }),
  encoding: 'superjson',
  fallbackError: texts.fetchFailed,
});

export const createFlashcard = endpoint({
  method: 'POST',
  path: '/_api/flashcards',
  access: 'learner',
  input: z.strictObject({
    front: ZFront,
    back: ZBack,
    tags: ZTags.default([]),
    sourceId: z.string().max(200).optional(),
    sourceType: z.string().max(50).optional(),
  }),
  response: ZFlashcard,
  encoding: 'superjson',
  fallbackError: 'Failed to create flashcard',
});

export const updateFlashcard = endpoint({
  method: 'POST',
  path: '/_api/flashcard/update',
  access: 'learner',
  input: z.strictObject({
    id: z.string({ error: texts.notFound }),
    front: ZFront.optional(),
    back: ZBack.optional(),
    tags: ZTags.optional(),
    isSuspended: z.boolean().optional(),
  }),
  response: ZFlashcard,
  encoding: 'superjson',
  fallbackError: 'Failed to update flashcard',
});

export const deleteFlashcard = endpoint({
  method: 'POST',
  path: '/_api/flashcard/delete',
  access: 'learner',
  input: z.strictObject({ id: z.string({ error: texts.notFound }) }),
  response: z.object({ success: z.literal(true) }),
  encoding: 'superjson',
  fallbackError: 'Failed to delete flashcard',
});

export const reviewFlashcard = endpoint({
  method: 'POST',
  path: '/_api/flashcard/review',
  access: 'learner',
  input: z.strictObject({ id: z.string({ error: texts.notFound }), grade: z.enum(grades) }),
  /** The card's new schedule, with its next intervals from now, so a learning card can come back in the session. */
  response: ZReviewCard,
  encoding: 'superjson',
  fallbackError: 'Failed to record the review',
});

/**
 * Takes back the learner's most recent answer of a card: its schedule as it was, and the answer gone from the log.
 * Refused (409) when the card has no answer that can be undone, or changed after that answer.
 */
export const undoReview = endpoint({
  method: 'POST',
  path: '/_api/flashcard/review/undo',
  access: 'learner',
  input: z.strictObject({ id: z.string({ error: texts.notFound }) }),
  response: ZReviewCard,
  encoding: 'superjson',
  fallbackError: 'Failed to undo the answer',
});

export const getReviewQueue = endpoint({
  method: 'GET',
  path: '/_api/flashcards/review-queue',
  access: 'learner',
  input: z.strictObject({}),
  response: z.object({
    /** Due cards first, then new cards up to what is left of today's new-card limit. */
    cards: z.array(ZReviewCard),
    /** When the learner's next day starts: a learning card due before it comes back in this session. */
    nextDayAt: z.date(),
    dueToday: z.number().int(),
    newLeftToday: z.number().int(),
    forecast: z.array(z.object({ date: z.string(), count: z.number().int() })),
  }),
  encoding: 'superjson',
  fallbackError: 'Could not fetch your flashcards for review. Please try again later.',
});

export const addDeck = endpoint({
  method: 'POST',
  path: '/_api/flashcards/add-deck',
  access: 'learner',
  input: z.strictObject({ topic: z.enum(coreTopicIds, { error: 'Choose one of the core topics.' }) }),
  response: z.object({ added: z.number().int() }),
  encoding: 'superjson',
  fallbackError: 'Failed to add the deck',
});

export const flashcardFileFormats = ['csv', 'anki'] as const;
export const flashcardExportFormats = [...flashcardFileFormats, 'apkg'] as const;

/**
 * The learner's deck as CSV (front, back, tags), as Anki's "Notes in Plain Text" (tab-separated, with the header
 * lines Anki 2.1.55+ reads) or as an Anki deck package (.apkg, the legacy layout every Anki version imports).
 */
export const exportFlashcards = endpoint({
  method: 'GET',
  path: '/_api/flashcards/export',
  access: 'learner',
  input: z.strictObject({ format: z.enum(flashcardExportFormats).default('csv') }),
  response: z.union([z.string(), z.instanceof(Uint8Array)]),
  encoding: 'file',
  fallbackError: 'Failed to export flashcards',
});

export const importFlashcards = endpoint({
  method: 'POST',
  path: '/_api/flashcards/import',
  access: 'learner',
  input: z.strictObject({
    format: z.enum(flashcardFileFormats),
    content: z.string().min(1, texts.importEmpty).max(1_000_000, texts.importTooLarge),
  }),
  response: z.object({ imported: z.number().int(), skipped: z.number().int() }),
  encoding: 'superjson',
  fallbackError: 'Failed to import flashcards',
});

/**
 * An Anki deck package (.apkg): notes of Basic-like note types become cards (first field front, second back, tags
 * kept, HTML to text). `keepScheduling` ("true") keeps Anki's progress (interval, ease, due, lapses); otherwise
 * every card starts new. Media files are not imported and are counted; a bad package writes nothing.
 */
export const importAnkiPackage = endpoint({
  method: 'POST',
  path: '/_api/flashcards/import-apkg',
  access: 'learner',
  input: z.strictObject({
    file: ZUploadedFile,
    keepScheduling: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  }),
  response: z.object({
    imported: z.number().int(),
    /** Notes without a front or a back, too long, or already in the learner's deck. */
    skipped: z.number().int(),
    /** Notes of other note types (cloze, single-field). */
    unsupported: z.number().int(),
    mediaSkipped: z.number().int(),
  }),
  encoding: 'multipart',
  fallbackError: 'Failed to import the Anki package',
});
