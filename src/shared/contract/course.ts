import { z } from 'zod';
import {
  knowledgeCheckRounds,
  knowledgeCheckTexts,
  lessonSearchLimits,
  lessonSearchTexts,
  courseMessages as texts,
} from '../domain/course-texts';
import { questionTypes } from '../domain/topics';
import { endpoint } from './endpoint';

const ZLessonId = z.string().trim().min(1, texts.lessonNotFound).max(200, texts.lessonNotFound);

export const ZCourseLesson = z.object({
  id: z.string(),
  title: z.string(),
  minutes: z.number().int(),
  completed: z.boolean(),
});
export type TCourseLesson = z.infer<typeof ZCourseLesson>;

const ZProgress = z.object({ completed: z.number().int(), total: z.number().int() });

export const ZCourseModule = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(['core', 'category']),
  lessons: z.array(ZCourseLesson),
  progress: ZProgress,
});
export type TCourseModule = z.infer<typeof ZCourseModule>;

export const ZCourse = z.object({
  modules: z.array(ZCourseModule),
  progress: ZProgress,
  /** The first unfinished lesson in course order, for "Continue"; null when every lesson is done. */
  nextLesson: z.object({ id: z.string(), title: z.string(), moduleTitle: z.string() }).nullable(),
});
export type TCourse = z.infer<typeof ZCourse>;

const ZLessonLink = z.object({ id: z.string(), title: z.string() }).nullable();

export const ZLesson = z.object({
  id: z.string(),
  title: z.string(),
  module: z.object({ id: z.string(), title: z.string() }),
  /** The lesson's Markdown before its first section; may be empty. */
  intro: z.string(),
  /** Section ids are the ones the question bank references as `lesson-id#section-id`. */
  sections: z.array(z.object({ id: z.string(), title: z.string(), body: z.string() })),
  minutes: z.number().int(),
  completed: z.boolean(),
  /** Only the glossary terms this lesson's text uses, for the reader to explain where they first appear. */
  terms: z.array(z.object({ id: z.string(), term: z.string(), definition: z.string() })),
  previous: ZLessonLink,
  next: ZLessonLink,
});
export type TLesson = z.infer<typeof ZLesson>;

export const getCourse = endpoint({
  method: 'GET',
  path: '/_api/course',
  access: 'learner',
  input: z.strictObject({}),
  response: ZCourse,
  encoding: 'superjson',
  fallbackError: texts.loadFailed,
});

export const getLesson = endpoint({
  method: 'GET',
  path: '/_api/course/lesson',
  access: 'learner',
  input: z.strictObject({ id: ZLessonId }),
  response: ZLesson,
  encoding: 'superjson',
  fallbackError: texts.lessonLoadFailed,
});

const ZCompletion = z.object({ lessonId: z.string(), completed: z.boolean() });

export const completeLesson = endpoint({
  method: 'POST',
  path: '/_api/course/lesson/complete',
  access: 'learner',
  input: z.strictObject({ lessonId: ZLessonId }),
  response: ZCompletion,
  encoding: 'superjson',
  fallbackError: texts.saveFailed,
});

export const uncompleteLesson = endpoint({
  method: 'POST',
  path: '/_api/course/lesson/uncomplete',
  access: 'learner',
  input: z.strictObject({ lessonId: ZLessonId }),
  response: ZCompletion,
  encoding: 'superjson',
  fallbackError: texts.saveFailed,
});

/** Which draw of the lesson's questions: "Try again" asks the next one, so a retry brings other questions. */
const ZRound = z
  .number()
  .int()
  .min(0)
  .max(knowledgeCheckRounds - 1);

/** A check question as it goes to the browser: never the key, never the explanation. */
export const ZCheckQuestion = z.object({
  questionId: z.string(),
  questionText: z.string(),
  questionType: z.enum(questionTypes),
  options: z.array(z.string()).optional(),
  unit: z.string().optional(),
});
export type TCheckQuestion = z.infer<typeof ZCheckQuestion>;

export const ZKnowledgeCheck = z.object({
  lessonId: z.string(),
  round: z.number().int(),
  questions: z.array(ZCheckQuestion),
  /** Right answers needed to pass (all but one). */
  passingCount: z.number().int(),
});
export type TKnowledgeCheck = z.infer<typeof ZKnowledgeCheck>;

/** The lesson's check, or null when fewer than three questions reference the lesson (it then has only "Mark as read"). */
export const getKnowledgeCheck = endpoint({
  method: 'GET',
  path: '/_api/course/lesson/check',
  access: 'learner',
  input: z.strictObject({
    id: ZLessonId,
    round: z.coerce
      .number()
      .int()
      .min(0)
      .max(knowledgeCheckRounds - 1)
      .default(0),
  }),
  response: z.object({ check: ZKnowledgeCheck.nullable() }),
  encoding: 'superjson',
  fallbackError: knowledgeCheckTexts.loadFailed,
});

const ZSectionRef = z.object({ id: z.string(), title: z.string() });

export const ZCheckResult = z.object({
  lessonId: z.string(),
  round: z.number().int(),
  correctCount: z.number().int(),
  total: z.number().int(),
  passingCount: z.number().int(),
  passed: z.boolean(),
  /** Whether the lesson now counts as complete (a pass completes it; a fail keeps an earlier "Mark as read"). */
  completed: z.boolean(),
  review: z.array(
    ZCheckQuestion.extend({
      answer: z.string(),
      correctAnswer: z.string(),
      explanation: z.string(),
      isCorrect: z.boolean(),
      section: ZSectionRef.nullable(),
    }),
  ),
  /** The sections of the questions answered wrong, in lesson order: what to reread. */
  reread: z.array(ZSectionRef),
});
export type TCheckResult = z.infer<typeof ZCheckResult>;

export const submitKnowledgeCheck = endpoint({
  method: 'POST',
  path: '/_api/course/lesson/check',
  access: 'learner',
  input: z.strictObject({
    lessonId: ZLessonId,
    round: ZRound,
    answers: z
      .array(z.strictObject({ questionId: z.string().max(200), answer: z.string().max(1000) }))
      .max(10, knowledgeCheckTexts.answerCount),
  }),
  response: ZCheckResult,
  encoding: 'superjson',
  fallbackError: knowledgeCheckTexts.submitFailed,
});

/** A snippet in parts, the matches flagged: the browser wraps those in <mark> as text, so no markup can get in. */
export const ZSnippetPart = z.object({ text: z.string(), match: z.boolean() });
export type TSnippetPart = z.infer<typeof ZSnippetPart>;

export const ZLessonSearchHit = z.object({
  lesson: z.object({ id: z.string(), title: z.string(), moduleTitle: z.string() }),
  /** Null when the match is in the lesson's introduction or only in its title. */
  section: ZSectionRef.nullable(),
  snippet: z.array(ZSnippetPart),
});
export type TLessonSearchHit = z.infer<typeof ZLessonSearchHit>;

export const ZLessonSearchQuery = z
  .string()
  .trim()
  .min(lessonSearchLimits.minLength, lessonSearchTexts.tooShort)
  .max(lessonSearchLimits.maxLength, lessonSearchTexts.tooLong);

export const searchLessons = endpoint({
  method: 'GET',
  path: '/_api/course/search',
  access: 'learner',
  input: z.strictObject({ q: z.string({ error: lessonSearchTexts.tooShort }).pipe(ZLessonSearchQuery) }),
  response: z.object({ query: z.string(), results: z.array(ZLessonSearchHit) }),
  encoding: 'superjson',
  fallbackError: lessonSearchTexts.failed,
});

export const ZStateCoverage = z.object({
  /** A learner state id (jurisdictions.ts learnerStates), 'national' for the core every learner gets. */
  state: z.string(),
  name: z.string(),
  /** The course modules the state adds (its law and rules module and its certification categories). */
  modules: z.array(z.object({ id: z.string(), title: z.string(), lessons: z.number().int() })),
  /** Its timed practice exams, as the exam screen lists them. */
  exams: z.array(
    z.object({
      name: z.string(),
      questionCount: z.number().int(),
      timeLimitMinutes: z.number().int(),
      passingPercent: z.number().int(),
    }),
  ),
});
export type TStateCoverage = z.infer<typeof ZStateCoverage>;

/**
 * What the product covers for each state a learner can choose (issue 17): public, so a visitor knows before buying
 * and a learner before changing their states.
 */
export const getStateCoverage = endpoint({
  method: 'GET',
  path: '/_api/course/coverage',
  access: 'public',
  input: z.strictObject({}),
  response: z.object({ states: z.array(ZStateCoverage) }),
  encoding: 'superjson',
  fallbackError: texts.coverageFailed,
});
