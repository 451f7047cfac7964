import { z } from 'zod';
import { tutorLimits, tutorMessages } from '../domain/tutor-texts';
import { endpoint } from './endpoint';

/**
 * What an answer cites (issue 14): the spec's file name (as uploaded, or the lesson title for content-pack material),
 * plus what the learner needs to open it: a lesson link, or the passage's id for the passage view.
 */
export const ZTutorCitation = z.object({
  /** The [n] the answer's text refers to. */
  number: z.number().int(),
  filename: z.string(),
  title: z.string(),
  page: z.string().nullable(),
  section: z.string().nullable(),
  snippet: z.string(),
  /** A lesson section's address, or null for a document (opened with the passage call). */
  url: z.string().nullable(),
  chunkId: z.string(),
});
export type TTutorCitation = z.infer<typeof ZTutorCitation>;

/** A lesson suggested when the material does not answer: never presented as a source. */
export const ZRelatedLesson = z.object({ title: z.string(), url: z.string() });
export type TRelatedLesson = z.infer<typeof ZRelatedLesson>;

/**
 * One event of the chat stream, sent as a `data: {json}` line followed by a blank line (spec 7): the conversation id
 * first, then content pieces, then the citations (and, for a refusal, related lessons), then `done` with the stored
 * answer's id; `error` replaces the rest on a failure mid-stream.
 */
export const ZTutorEvent = z.union([
  z.object({ conversationId: z.string() }),
  z.object({ content: z.string() }),
  z.object({ citations: z.array(ZTutorCitation) }),
  z.object({ related: z.array(ZRelatedLesson) }),
  z.object({ done: z.object({ messageId: z.string(), refused: z.boolean() }) }),
  z.object({ error: z.string() }),
]);
export type TTutorEvent = z.infer<typeof ZTutorEvent>;

export const ZChatRequest = z.object({
  message: z
    .string({ error: tutorMessages.messageEmpty })
    .trim()
    .min(1, tutorMessages.messageEmpty)
    .max(tutorLimits.messageMaxLength, tutorMessages.messageTooLong),
  conversationId: z.uuid({ error: tutorMessages.conversationNotFound }).optional().nullable(),
});
export type TChatRequest = z.infer<typeof ZChatRequest>;

export const chat = endpoint({
  method: 'POST',
  path: '/_api/ai/chat',
  access: 'learner',
  input: ZChatRequest,
  response: ZTutorEvent,
  encoding: 'stream',
  fallbackError: tutorMessages.fallbackError,
});

export const ZConversationSummary = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

export const listConversations = endpoint({
  method: 'GET',
  path: '/_api/ai/conversations',
  access: 'learner',
  input: z.object({}),
  response: z.object({ conversations: z.array(ZConversationSummary) }),
  encoding: 'superjson',
  fallbackError: tutorMessages.fallbackError,
});

export const ZStoredTutorMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  citations: z.array(ZTutorCitation),
  related: z.array(ZRelatedLesson),
  refused: z.boolean(),
  rating: z.enum(['up', 'down']).nullable(),
  createdAt: z.date(),
});
export type TStoredTutorMessage = z.infer<typeof ZStoredTutorMessage>;

const ZConversationId = z.object({ id: z.uuid({ error: tutorMessages.conversationNotFound }) });

export const getConversation = endpoint({
  method: 'GET',
  path: '/_api/ai/conversation',
  access: 'learner',
  input: ZConversationId,
  response: ZConversationSummary.extend({ messages: z.array(ZStoredTutorMessage) }),
  encoding: 'superjson',
  fallbackError: tutorMessages.fallbackError,
});

export const deleteConversation = endpoint({
  method: 'POST',
  path: '/_api/ai/conversation/delete',
  access: 'learner',
  input: ZConversationId,
  response: z.object({ success: z.literal(true) }),
  encoding: 'superjson',
  fallbackError: tutorMessages.fallbackError,
});

/** The text of a cited passage, for sources that are not lessons (uploaded documents). */
export const getPassage = endpoint({
  method: 'GET',
  path: '/_api/ai/passage',
  access: 'learner',
  input: z.object({ chunkId: z.uuid({ error: tutorMessages.passageNotFound }) }),
  response: z.object({ title: z.string(), page: z.string().nullable(), heading: z.string(), body: z.string() }),
  encoding: 'superjson',
  fallbackError: tutorMessages.fallbackError,
});

export const rateAnswer = endpoint({
  method: 'POST',
  path: '/_api/ai/feedback',
  access: 'learner',
  input: z.object({
    messageId: z.uuid({ error: tutorMessages.messageNotFound }),
    rating: z.enum(['up', 'down']),
    comment: z.string().trim().max(tutorLimits.feedbackCommentMaxLength).optional().nullable(),
  }),
  response: z.object({ success: z.literal(true) }),
  encoding: 'superjson',
  fallbackError: tutorMessages.fallbackError,
});

export const ZTutorFeedbackEntry = z.object({
  id: z.string(),
  rating: z.enum(['up', 'down']),
  comment: z.string().nullable(),
  createdAt: z.date(),
  /** The question the answer replied to, and the answer itself, as the learner saw them. */
  question: z.string().nullable(),
  answer: z.string(),
  refused: z.boolean(),
});

/**
 * For admins (issue 14: ratings are stored for admins; usage feeds the analytics page later): the tutor's use over
 * the last 7 and 30 days, and the newest ratings with their comments. No learner names: the answers are enough.
 */
export const tutorUsage = endpoint({
  method: 'GET',
  path: '/_api/admin/tutor/usage',
  access: 'admin',
  input: z.object({}),
  response: z.object({
    periods: z.array(
      z.object({
        days: z.number().int(),
        questions: z.number().int(),
        refusals: z.number().int(),
        learners: z.number().int(),
        thumbsUp: z.number().int(),
        thumbsDown: z.number().int(),
      }),
    ),
    recentFeedback: z.array(ZTutorFeedbackEntry),
  }),
  encoding: 'superjson',
  fallbackError: tutorMessages.fallbackError,
});

/**
 * Hint mode (issue 14): for a practice quiz question (by attempt and position) or a flashcard. Levels 1 and 2 never
 * contain the answer; level 3 explains it, and only once the learner has answered (their answer comes with it).
 */
export const ZHintRequest = z.intersection(
  z.discriminatedUnion('source', [
    z.object({
      source: z.literal('quiz'),
      attemptId: z.uuid({ error: tutorMessages.questionNotFound }),
      position: z.number().int().min(0).max(1000),
    }),
    z.object({ source: z.literal('flashcard'), cardId: z.uuid({ error: tutorMessages.cardNotFound }) }),
  ]),
  z.object({
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    /** What the learner answered (for a flashcard: anything, once the back was shown); required for level 3. */
    learnerAnswer: z.string().trim().max(2000).optional().nullable(),
  }),
);

export const askHint = endpoint({
  method: 'POST',
  path: '/_api/ai/hint',
  access: 'learner',
  input: ZHintRequest,
  response: z.object({
    level: z.number().int(),
    hint: z.string(),
    citations: z.array(ZTutorCitation),
    last: z.boolean(),
  }),
  encoding: 'superjson',
  fallbackError: tutorMessages.fallbackError,
});
