import { z } from 'zod';
import { studyGuideMessages as texts } from '../domain/study-guide-texts';
import { endpoint } from './endpoint';

/**
 * One module's study guide as a PDF download (issue 12), made from the module's lessons, flashcards, numeric
 * questions and glossary. A module outside the learner's course answers 404 like the lesson reader.
 */
export const getStudyGuide = endpoint({
  method: 'GET',
  path: '/_api/course/study-guide',
  access: 'learner',
  input: z.strictObject({
    module: z.string({ error: texts.moduleRequired }).trim().min(1, texts.moduleRequired).max(200, texts.notFound),
  }),
  response: z.custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array),
  encoding: 'file',
  fallbackError: texts.downloadFailed,
});
