import { z } from 'zod';
import { labelLimits, labelMessages as texts } from '../domain/labels';
import { questionTypes } from '../domain/topics';
import { endpoint } from './endpoint';

const ZLabelId = z.string({ error: texts.notFound }).min(1, texts.notFound).max(100, texts.notFound);

export const ZLabelSummary = z.object({
  id: z.string(),
  productName: z.string(),
  productType: z.string(),
  signalWord: z.string(),
  restrictedUse: z.boolean(),
  questionCount: z.number().int(),
});
export type TLabelSummary = z.infer<typeof ZLabelSummary>;

export const ZLabelSection = z.object({
  id: z.string(),
  heading: z.string(),
  boxed: z.boolean(),
  paragraphs: z.array(z.string()),
  table: z.object({ columns: z.array(z.string()), rows: z.array(z.array(z.string())) }).nullable(),
});
export type TLabelSection = z.infer<typeof ZLabelSection>;

/** A question as the practice shows it: never the key, never the explanation. */
export const ZLabelQuestion = z.object({
  id: z.string(),
  questionText: z.string(),
  questionType: z.enum(questionTypes),
  options: z.array(z.string()).optional(),
  unit: z.string().optional(),
});
export type TLabelQuestion = z.infer<typeof ZLabelQuestion>;

export const ZLabelPage = z.object({
  id: z.string(),
  specimenNotice: z.string(),
  productName: z.string(),
  productType: z.string(),
  restrictedUse: z.string().nullable(),
  activeIngredients: z.array(z.object({ name: z.string(), percent: z.number() })),
  otherIngredientsPercent: z.number(),
  guarantee: z.string(),
  signalWord: z.string(),
  /** The Spanish signal word and statement a DANGER or WARNING agricultural label bears (40 CFR 156.206(e)). */
  spanishWarning: z.string().nullable(),
  keepOutOfReach: z.string(),
  epaRegistrationNumber: z.string(),
  epaEstablishmentNumber: z.string(),
  netContents: z.string(),
  manufacturer: z.string(),
  sections: z.array(ZLabelSection),
  questions: z.array(ZLabelQuestion),
});
export type TLabelPage = z.infer<typeof ZLabelPage>;

export const ZLabelCheckResult = z.object({
  labelId: z.string(),
  correctCount: z.number().int(),
  total: z.number().int(),
  score: z.number().int(),
  results: z.array(
    z.object({
      questionId: z.string(),
      answer: z.string().nullable(),
      correctAnswer: z.string(),
      isCorrect: z.boolean(),
      explanation: z.string(),
      /** The lesson section that teaches the skill (`lesson-id#section-id`). */
      section: z.string(),
    }),
  ),
});
export type TLabelCheckResult = z.infer<typeof ZLabelCheckResult>;

export const listLabels = endpoint({
  method: 'GET',
  path: '/_api/labels',
  access: 'learner',
  input: z.strictObject({}),
  response: z.array(ZLabelSummary),
  encoding: 'superjson',
  fallbackError: texts.listFailed,
});

export const getLabel = endpoint({
  method: 'GET',
  path: '/_api/labels/show',
  access: 'learner',
  input: z.strictObject({ id: ZLabelId }),
  response: ZLabelPage,
  encoding: 'superjson',
  fallbackError: texts.loadFailed,
});

/** Stateless: the answers are judged and explained, nothing is stored (decision 023b). */
export const checkLabelAnswers = endpoint({
  method: 'POST',
  path: '/_api/labels/check',
  access: 'learner',
  input: z.strictObject({
    labelId: ZLabelId,
    answers: z
      .array(
        z.strictObject({
          questionId: z.string({ error: texts.questionNotFound }).min(1, texts.questionNotFound).max(100),
          answer: z.string({ error: texts.answerTooLong }).max(labelLimits.maxAnswerLength, texts.answerTooLong),
        }),
      )
      .max(labelLimits.maxAnswers, texts.tooManyAnswers),
  }),
  response: ZLabelCheckResult,
  encoding: 'superjson',
  fallbackError: texts.checkFailed,
});
