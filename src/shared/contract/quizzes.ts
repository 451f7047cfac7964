import { z } from 'zod';
import { examMessages as texts } from '../domain/quizzes';
import { questionTypes } from '../domain/topics';
import { endpoint } from './endpoint';
import { pageQueryFields, ZPagination } from './pagination';

const ZAttemptId = z.string({ error: texts.attemptNotFound }).max(100);
/** A question's place in its attempt; bounded so no number can overflow the database's integer. */
const ZPosition = z.number().int().min(0).max(999);
const ZAnswer = z.string().max(1000, texts.answerTooLong);

/** A question as an exam shows it: never the key, never the explanation. */
export const ZExamQuestion = z.object({
  position: z.number().int(),
  questionText: z.string(),
  questionType: z.enum(questionTypes),
  options: z.array(z.string()).optional(),
  unit: z.string().optional(),
});
export type TExamQuestion = z.infer<typeof ZExamQuestion>;

export const ZAttemptStatus = z.enum(['in_progress', 'submitted', 'timed_out']);
export const ZAttemptMode = z.enum(['quiz', 'exam']);

export const ZTopicResult = z.object({
  topic: z.string(),
  name: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
});
export type TTopicResult = z.infer<typeof ZTopicResult>;

/**
 * A closed attempt: the score, pass or fail, the breakdown by topic and every question with its key. A question of
 * the learner's running exam comes without key, explanation or verdict (null) until that exam is closed.
 */
export const ZAttemptResult = z.object({
  attemptId: z.string(),
  mode: ZAttemptMode,
  title: z.string(),
  status: ZAttemptStatus,
  score: z.number().int(),
  correctCount: z.number().int(),
  total: z.number().int(),
  passingPercent: z.number().int(),
  passed: z.boolean(),
  startedAt: z.date(),
  closedAt: z.date(),
  topics: z.array(ZTopicResult),
  review: z.array(
    ZExamQuestion.extend({
      topic: z.string(),
      answer: z.string().nullable(),
      correctAnswer: z.string().nullable(),
      explanation: z.string().nullable(),
      isCorrect: z.boolean().nullable(),
      flagged: z.boolean(),
      /** The lesson section that teaches it (`lesson-id#section-id`), for "Study this"; null for a model's question
       * and while the key is held back. */
      section: z.string().nullable(),
    }),
  ),
});
export type TAttemptResult = z.infer<typeof ZAttemptResult>;

/** An exam in progress, as the browser needs it to continue where the learner was, timer included. */
export const ZExamSession = z.object({
  attemptId: z.string(),
  title: z.string(),
  status: ZAttemptStatus,
  passingPercent: z.number().int(),
  startedAt: z.date(),
  deadlineAt: z.date(),
  /** The server's clock, so the browser's timer does not depend on the device's clock being right. */
  serverNow: z.date(),
  questions: z.array(ZExamQuestion),
  answers: z.array(z.string().nullable()),
  flagged: z.array(z.boolean()),
});
export type TExamSession = z.infer<typeof ZExamSession>;

export const submitQuiz = endpoint({
  method: 'POST',
  path: '/_api/quizzes/submit',
  access: 'learner',
  input: z.strictObject({ attemptId: ZAttemptId, answers: z.array(ZAnswer).max(100) }),
  response: ZAttemptResult,
  encoding: 'superjson',
  fallbackError: 'Failed to submit the quiz',
});

/** Retake: the same questions in a new attempt, answers blank. */
export const retakeQuiz = endpoint({
  method: 'POST',
  path: '/_api/quizzes/retake',
  access: 'learner',
  input: z.strictObject({ attemptId: ZAttemptId }),
  response: z.object({ attemptId: z.string() }),
  encoding: 'superjson',
  fallbackError: 'Failed to retake the quiz',
});

export const ZBlueprintSummary = z.object({
  id: z.string(),
  name: z.string(),
  examType: z.enum(['Core', 'Category']),
  state: z.string().nullable(),
  questionCount: z.number().int(),
  timeLimitMinutes: z.number().int(),
  passingPercent: z.number().int(),
  /** How the practice exam differs from the real one (shorter, figures the agency does not publish); null if not. */
  practiceNote: z.string().nullable(),
});
export type TBlueprintSummary = z.infer<typeof ZBlueprintSummary>;

export const listExamBlueprints = endpoint({
  method: 'GET',
  path: '/_api/exams/blueprints',
  access: 'learner',
  input: z.strictObject({}),
  response: z.object({ blueprints: z.array(ZBlueprintSummary) }),
  encoding: 'superjson',
  fallbackError: 'Failed to load the practice exams',
});

/** Starts a practice exam, or gives back the one already in progress so it is never lost. */
export const startExam = endpoint({
  method: 'POST',
  path: '/_api/exams/start',
  access: 'learner',
  input: z.strictObject({ blueprintId: z.string({ error: texts.blueprintNotFound }).max(100) }),
  response: ZExamSession,
  encoding: 'superjson',
  fallbackError: texts.startFailed,
});

export const getCurrentExam = endpoint({
  method: 'GET',
  path: '/_api/exams/current',
  access: 'learner',
  input: z.strictObject({}),
  response: z.object({
    exam: z.object({ attemptId: z.string(), title: z.string(), deadlineAt: z.date() }).nullable(),
  }),
  encoding: 'superjson',
  fallbackError: texts.loadFailed,
});

export const getExamSession = endpoint({
  method: 'GET',
  path: '/_api/exams/session',
  access: 'learner',
  input: z.strictObject({ attemptId: ZAttemptId }),
  response: ZExamSession,
  encoding: 'superjson',
  fallbackError: texts.loadFailed,
});

/** Saves one answer as it is given; null clears it. Refused once the time is up. */
export const saveExamAnswer = endpoint({
  method: 'POST',
  path: '/_api/exams/answer',
  access: 'learner',
  input: z.strictObject({
    attemptId: ZAttemptId,
    position: ZPosition,
    answer: ZAnswer.nullable(),
  }),
  response: z.object({ savedAt: z.date() }),
  encoding: 'superjson',
  fallbackError: texts.saveFailed,
});

export const flagExamQuestion = endpoint({
  method: 'POST',
  path: '/_api/exams/flag',
  access: 'learner',
  input: z.strictObject({ attemptId: ZAttemptId, position: ZPosition, flagged: z.boolean() }),
  response: z.object({ flagged: z.boolean() }),
  encoding: 'superjson',
  fallbackError: 'Failed to flag the question',
});

export const submitExam = endpoint({
  method: 'POST',
  path: '/_api/exams/submit',
  access: 'learner',
  input: z.strictObject({ attemptId: ZAttemptId }),
  response: ZAttemptResult,
  encoding: 'superjson',
  fallbackError: texts.submitFailed,
});

/** The result and review of any closed attempt, quiz or exam. */
export const getAttemptResult = endpoint({
  method: 'GET',
  path: '/_api/attempts/result',
  access: 'learner',
  input: z.strictObject({ attemptId: ZAttemptId }),
  response: ZAttemptResult,
  encoding: 'superjson',
  fallbackError: texts.historyFailed,
});

export const ZAttemptSummary = z.object({
  attemptId: z.string(),
  mode: ZAttemptMode,
  title: z.string(),
  status: ZAttemptStatus,
  startedAt: z.date(),
  closedAt: z.date(),
  questionCount: z.number().int(),
  score: z.number().int(),
  passed: z.boolean(),
});
export type TAttemptSummary = z.infer<typeof ZAttemptSummary>;

export const listAttempts = endpoint({
  method: 'GET',
  path: '/_api/attempts',
  access: 'learner',
  input: z.strictObject(pageQueryFields(10)),
  response: z.object({
    attempts: z.array(ZAttemptSummary),
    pagination: ZPagination,
  }),
  encoding: 'superjson',
  fallbackError: texts.historyFailed,
});

export const ZTopicReadiness = z.object({
  topic: z.string(),
  name: z.string(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** Percent correct over the latest answers in the topic; null before the first answer. */
  readiness: z.number().int().nullable(),
});
export type TTopicReadiness = z.infer<typeof ZTopicReadiness>;

/** Score trend, readiness per core topic and the weakest topics, for /exams and the dashboard. */
export const getProgress = endpoint({
  method: 'GET',
  path: '/_api/progress',
  access: 'learner',
  input: z.strictObject({}),
  response: z.object({
    trend: z.array(
      z.object({ attemptId: z.string(), closedAt: z.date(), score: z.number().int(), mode: ZAttemptMode }),
    ),
    topics: z.array(ZTopicReadiness),
    weakTopics: z.array(z.string()),
  }),
  encoding: 'superjson',
  fallbackError: texts.historyFailed,
});
