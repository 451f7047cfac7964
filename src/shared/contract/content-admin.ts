import { z } from 'zod';
import {
  itemAnalysisPageSize,
  itemAnalysisSorts,
  itemFlagIds,
  problemReasonIds,
  reportCommentMaxLength,
  reportItemKinds,
  reportOtherMinLength,
  reportPageSize,
  reportResolutionMaxLength,
  reportStatuses,
  reportMessages as texts,
} from '../domain/content-admin';
import { questionTypes } from '../domain/topics';
import { endpoint } from './endpoint';
import { pageQueryFields, ZPagination } from './pagination';

// The content dashboard (/admin/content) and learners' "Report a problem" (issue 16).

const ZReason = z.enum(problemReasonIds, { error: texts.reasonRequired });
const ZComment = z.string().trim().max(reportCommentMaxLength, texts.commentTooLong).default('');
const ZItemId = z.string({ error: texts.itemNotFound }).min(1, texts.itemNotFound).max(100, texts.itemNotFound);

/** "Something else" with no words tells the content team nothing. */
const needsWordsForOther = (value: { reason: string; comment: string }, ctx: z.RefinementCtx) => {
  if (value.reason === 'other' && value.comment.length < reportOtherMinLength) {
    ctx.addIssue({ code: 'custom', path: ['comment'], message: texts.otherNeedsComment });
  }
};

export const ZReportProblemInput = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('question'),
      attemptId: ZItemId,
      position: z.number({ error: texts.itemNotFound }).int().min(0).max(999),
      reason: ZReason,
      comment: ZComment,
    }),
    z.strictObject({ kind: z.literal('flashcard'), cardId: ZItemId, reason: ZReason, comment: ZComment }),
  ])
  .superRefine(needsWordsForOther);
export type TReportProblemInput = z.input<typeof ZReportProblemInput>;

/** A learner reports; the answer says only that it was received (learners never read reports). */
export const reportProblem = endpoint({
  method: 'POST',
  path: '/_api/content/report',
  access: 'learner',
  input: ZReportProblemInput,
  response: z.object({ message: z.string() }),
  encoding: 'superjson',
  fallbackError: texts.sendFailed,
});

const ZTarget = z.object({ actual: z.number(), target: z.number().nullable() });

export const ZContentTopicRow = z.object({
  id: z.string(),
  name: z.string(),
  /** A core topic, a state's certification category or a state's law module. */
  kind: z.enum(['core', 'category', 'law']),
  state: z.string().nullable(),
  lessons: z.number().int(),
  lessonWords: ZTarget,
  questions: ZTarget,
  questionsByType: z.record(z.enum(questionTypes), z.number().int()),
  flashcards: ZTarget,
});
export type TContentTopicRow = z.infer<typeof ZContentTopicRow>;

export const ZContentOverview = z.object({
  /** The pack on disk and the one the database holds (they differ until the next start loads it). */
  packVersion: z.string(),
  loadedVersion: z.string().nullable(),
  loadedAt: z.date().nullable(),
  totals: z.object({ lessons: z.number(), questions: z.number(), flashcards: z.number(), blueprints: z.number() }),
  topics: z.array(ZContentTopicRow),
  states: z.array(
    z.object({ id: z.string(), name: z.string(), specific: z.number(), total: z.number(), targetShare: z.number() }),
  ),
  glossary: ZTarget,
  problems: z.array(z.string()),
  shortfalls: z.array(z.string()),
});
export type TContentOverview = z.infer<typeof ZContentOverview>;

export const getContentOverview = endpoint({
  method: 'GET',
  path: '/_api/admin/content/overview',
  access: 'admin',
  input: z.strictObject({}),
  response: ZContentOverview,
  encoding: 'superjson',
  fallbackError: texts.fetchFailed,
});

export const ZItemStats = z.object({
  questionId: z.string(),
  topic: z.string(),
  type: z.string(),
  question: z.string(),
  /** Learners' answers to it in closed attempts (admins' own attempts left out). */
  responses: z.number().int(),
  /** Share correct (the item's p-value); null without answers. */
  pValue: z.number().nullable(),
  /** Corrected point-biserial correlation of the item with the rest of the learner's answers. */
  discrimination: z.number().nullable(),
  upperP: z.number().nullable(),
  lowerP: z.number().nullable(),
  /** Choice questions: how often each option was picked (the key included). */
  options: z.array(z.object({ text: z.string(), picks: z.number().int(), isKey: z.boolean() })),
  flags: z.array(z.enum(itemFlagIds)),
  openReports: z.number().int(),
});
export type TItemStats = z.infer<typeof ZItemStats>;

const ZBooleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const getItemAnalysis = endpoint({
  method: 'GET',
  path: '/_api/admin/content/items',
  access: 'admin',
  input: z.strictObject({
    ...pageQueryFields(itemAnalysisPageSize),
    topic: z.string().trim().max(100).optional(),
    sortBy: z.enum(itemAnalysisSorts).default('flags'),
    sortDirection: z.enum(['asc', 'desc']).default('desc'),
    flaggedOnly: ZBooleanQuery.optional(),
  }),
  response: z.object({ items: z.array(ZItemStats), pagination: ZPagination, answersAnalysed: z.number().int() }),
  encoding: 'superjson',
  fallbackError: texts.fetchFailed,
});

export const ZProblemReport = z.object({
  id: z.string(),
  kind: z.enum(reportItemKinds),
  itemRef: z.string().nullable(),
  topic: z.string().nullable(),
  item: z.object({
    text: z.string(),
    answer: z.string(),
    options: z.array(z.string()).nullable(),
    type: z.string().nullable(),
  }),
  reason: z.enum(problemReasonIds),
  comment: z.string(),
  status: z.enum(reportStatuses),
  createdAt: z.date(),
  reporter: z.object({ id: z.number().int(), displayName: z.string(), email: z.string() }).nullable(),
  resolvedAt: z.date().nullable(),
  resolution: z.string().nullable(),
  /** The bank question's item analysis; null for a flashcard or a model's question. */
  stats: ZItemStats.nullable(),
});
export type TProblemReport = z.infer<typeof ZProblemReport>;

export const listProblemReports = endpoint({
  method: 'GET',
  path: '/_api/admin/content/reports',
  access: 'admin',
  input: z.strictObject({ ...pageQueryFields(reportPageSize), status: z.enum(reportStatuses).default('open') }),
  response: z.object({ reports: z.array(ZProblemReport), pagination: ZPagination }),
  encoding: 'superjson',
  fallbackError: texts.fetchFailed,
});

export const resolveProblemReport = endpoint({
  method: 'POST',
  path: '/_api/admin/content/report/resolve',
  access: 'admin',
  input: z.strictObject({
    id: z.uuid({ error: texts.reportNotFound }),
    resolution: z.string().trim().max(reportResolutionMaxLength, texts.resolutionTooLong).default(''),
  }),
  response: ZProblemReport,
  encoding: 'superjson',
  fallbackError: texts.resolveFailed,
});
