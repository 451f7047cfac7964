import { z } from 'zod';
import {
  abuseKinds,
  analyticsRanges,
  defaultAnalyticsRange,
  isValidTimeZone,
  usageAnalyticsTexts as texts,
} from '../domain/usage-analytics';
import { endpoint } from './endpoint';

/** The range (days) and the admin's IANA time zone, which decides where each day starts. */
const ZAnalyticsQuery = z.strictObject({
  range: z
    .enum(analyticsRanges.map(String) as [string, ...string[]], { error: texts.invalidRange })
    .default(String(defaultAnalyticsRange))
    .transform(Number),
  timeZone: z.string().max(64).refine(isValidTimeZone, texts.invalidTimeZone).default('UTC'),
});
export type TAnalyticsQuery = z.input<typeof ZAnalyticsQuery>;

const ZCard = z.object({ value: z.number().int(), previous: z.number().int() });

export const ZSeriesDay = z.object({
  /** The local calendar day, YYYY-MM-DD. */
  day: z.string(),
  activeLearners: z.number().int(),
  signUps: z.number().int(),
  purchases: z.number().int(),
  revenueCents: z.number().int(),
  quizAttempts: z.number().int(),
  examAttempts: z.number().int(),
  flashcardReviews: z.number().int(),
  tutorMessages: z.number().int(),
});
export type TSeriesDay = z.infer<typeof ZSeriesDay>;

export const ZUsageAnalytics = z.object({
  range: z.number().int(),
  timeZone: z.string(),
  cards: z.object({ totalUsers: ZCard, activeUsers: ZCard, tutorMessages: ZCard, examsCompleted: ZCard }),
  series: z.array(ZSeriesDay),
  funnel: z.object({
    visitors: z.number().int(),
    registered: z.number().int(),
    purchased: z.number().int(),
    active: z.number().int(),
  }),
});
export type TUsageAnalytics = z.infer<typeof ZUsageAnalytics>;

export const getUsageAnalytics = endpoint({
  method: 'GET',
  path: '/_api/admin/analytics',
  access: 'admin',
  input: ZAnalyticsQuery,
  response: ZUsageAnalytics,
  encoding: 'superjson',
  fallbackError: texts.loadFailed,
});

const ZFlaggedAccount = z.object({ id: z.number().int(), displayName: z.string(), email: z.string() });

export const ZAbuseFlag = z.object({
  kind: z.enum(abuseKinds),
  /** The account the pattern belongs to, when it is one account's. */
  user: ZFlaggedAccount.nullable(),
  /** The client address, when the pattern is an address's. */
  address: z.string().nullable(),
  /** How many events matched (answers, reviews, messages, accounts, refusals). */
  count: z.number().int(),
  evidence: z.string(),
  lastAt: z.date(),
  /** Accounts made from a flagged address (at most a few), each a link to the user. */
  accounts: z.array(ZFlaggedAccount),
});
export type TAbuseFlag = z.infer<typeof ZAbuseFlag>;

export const getAbuseFlags = endpoint({
  method: 'GET',
  path: '/_api/admin/analytics/abuse',
  access: 'admin',
  input: ZAnalyticsQuery,
  response: z.object({ range: z.number().int(), flags: z.array(ZAbuseFlag) }),
  encoding: 'superjson',
  fallbackError: texts.loadFailed,
});
