import { z } from 'zod';
import { courseMessages as texts } from '../domain/course-texts';
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
