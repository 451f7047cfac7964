import { z } from 'zod';
import { dashboardSummaryMessages as texts } from '../domain/dashboard-texts';
import { endpoint } from './endpoint';

const ZCount = z.number().int().nonnegative();

export const ZDashboardSummary = z.object({
  course: z.object({
    completed: ZCount,
    total: ZCount,
    /** The first unfinished lesson in course order; null when every lesson is done. */
    nextLesson: z.object({ id: z.string(), title: z.string(), moduleTitle: z.string() }).nullable(),
  }),
  flashcards: z.object({
    /** Cards in today's review session: due cards plus new ones within today's limit. */
    inSession: ZCount,
    dueToday: ZCount,
    newToday: ZCount,
    /** When nothing is in today's session: the next day (YYYY-MM-DD, UTC) with cards due within the forecast. */
    nextDue: z.object({ date: z.string(), count: ZCount }).nullable(),
  }),
  /** The learner's running timed exam; never its questions or keys. */
  exam: z
    .object({
      attemptId: z.string(),
      title: z.string(),
      deadlineAt: z.date(),
      /** Measured on the server's clock, so the browser's countdown does not depend on its own clock being right. */
      timeLeftMs: ZCount,
    })
    .nullable(),
  readiness: z.object({
    /** Every core topic: practised ones weakest first, then the ones not practised yet. */
    topics: z.array(
      z.object({ topic: z.string(), name: z.string(), answered: ZCount, readiness: z.number().int().nullable() }),
    ),
    weakTopics: z.array(z.string()),
  }),
});
export type TDashboardSummary = z.infer<typeof ZDashboardSummary>;

export const getDashboardSummary = endpoint({
  method: 'GET',
  path: '/_api/dashboard/summary',
  access: 'learner',
  input: z.strictObject({}),
  response: ZDashboardSummary,
  encoding: 'superjson',
  fallbackError: texts.loadFailed,
});
