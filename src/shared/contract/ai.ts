import { z } from 'zod';
import { quizMaxQuestionCount, quizTexts } from '../domain/quizzes';
import { tagMessages } from '../domain/tags';
import {
  categoryStateIdOf,
  categoryStateIds,
  categoryStateNames,
  coreTopicIdOf,
  coreTopicIds,
  coreTopicNames,
  questionTypes,
} from '../domain/topics';
import { endpoint } from './endpoint';

/** A core topic by its name as spec 3 lists it ("Label & Labeling") or by its id; parsed to the id. */
const ZCoreTopic = z
  .enum([...coreTopicIds, ...coreTopicNames], {
    error: `Unknown core topic; choose from: ${coreTopicNames.join('; ')}`,
  })
  .transform((topic) => coreTopicIdOf(topic)!);
/** An offered state by its name ("Texas") or its id; parsed to the id. Null or anything else: "Select a state". */
const ZCategoryState = z
  .enum([...categoryStateIds, ...categoryStateNames], { error: 'Select a state' })
  .transform((state) => categoryStateIdOf(state)!);

/**
 * What to generate from (spec 3): core topics, or a state plus its category tags. Bodies may name topics and states
 * as the spec does or by id; past this schema the server only ever sees ids.
 */
export const ZTopicSelection = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('Core'),
    topics: z.array(ZCoreTopic).min(1, 'Select at least one core topic'),
  }),
  z.strictObject({
    type: z.literal('Category'),
    state: ZCategoryState,
    // Tag ids are uuids: anything else names no tag, and would fail the query on the uuid column with a 500.
    tagIds: z.array(z.uuid({ error: tagMessages.unknownCategory })).min(1, 'Select at least one category'),
  }),
]);
export type TTopicSelection = z.infer<typeof ZTopicSelection>;
/** A selection as a caller may send it: names or ids. */
export type TTopicSelectionInput = z.input<typeof ZTopicSelection>;

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

/** Spec 3's quiz question, plus the bank topic and the unit a numeric answer is given in. */
export const ZQuizQuestion = z.object({
  questionText: z.string(),
  questionType: z.enum(questionTypes),
  options: z.array(z.string()).optional(),
  correctAnswer: z.string(),
  explanation: z.string(),
  topic: z.string(),
  unit: z.string().optional(),
});
export type TQuizQuestion = z.infer<typeof ZQuizQuestion>;

const ZQuizSize = z.number().int().min(1).max(quizMaxQuestionCount).optional();

/** The generator's selection (spec 7) and, optionally, how many questions; 10 when not given. */
export const ZQuizRequest = z.discriminatedUnion('type', [
  ZTopicSelection.options[0].extend({ count: ZQuizSize }),
  ZTopicSelection.options[1].extend({ count: ZQuizSize }),
]);

/**
 * A practice quiz. Its answers come with it, as the spec's quiz views need them for review; the attempt id is where
 * the learner's answers are sent to be scored and recorded. Timed exams never send answers before submission.
 */
export const generateQuiz = endpoint({
  method: 'POST',
  path: '/_api/ai/generate-quiz',
  access: 'learner',
  input: ZQuizRequest,
  response: z.object({ attemptId: z.string(), questions: z.array(ZQuizQuestion) }),
  encoding: 'superjson',
  fallbackError: quizTexts.generateFailed,
});
