import { z } from 'zod';
import { sessionLifetimeDaysRange, userManagementTexts } from '../domain/admin-operations-texts';
import { learnerStates } from '../domain/jurisdictions';
import { errorFallbacks } from '../domain/messages';
import { endpoint } from './endpoint';

// Admin Settings' User Management and System tabs (issue 16). Kept apart from the spec's admin-config call, whose
// body (brandName, homePageCopy, aiSystemPrompt) a spec client sends whole.

const { min, max } = sessionLifetimeDaysRange;
export const ZUserManagementSettings = z.strictObject({
  registrationOpen: z.boolean(),
  defaultState: z.enum(learnerStates),
  sessionLifetimeDays: z
    .number(userManagementTexts.sessionLifetimeInvalid(min, max))
    .int(userManagementTexts.sessionLifetimeInvalid(min, max))
    .min(min, userManagementTexts.sessionLifetimeInvalid(min, max))
    .max(max, userManagementTexts.sessionLifetimeInvalid(min, max)),
});
export type TUserManagementSettings = z.infer<typeof ZUserManagementSettings>;

export const ZPendingInvitation = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  email: z.string(),
  invitedAt: z.date(),
  /** When the newest set-password link stops working; null when none was sent. */
  linkExpiresAt: z.date().nullable(),
});

const ZUserManagement = ZUserManagementSettings.extend({
  adminCount: z.number().int(),
  pendingInvitations: z.array(ZPendingInvitation),
});

export const getUserManagement = endpoint({
  method: 'GET',
  path: '/_api/admin/settings/users',
  access: 'admin',
  input: z.strictObject({}),
  response: ZUserManagement,
  encoding: 'superjson',
  fallbackError: userManagementTexts.loadFailed,
});

export const updateUserManagement = endpoint({
  method: 'POST',
  path: '/_api/admin/settings/users',
  access: 'admin',
  input: ZUserManagementSettings,
  response: ZUserManagement,
  encoding: 'superjson',
  fallbackError: 'Failed to update settings.',
});

export const ZSystemStatus = z.object({
  checkedAt: z.date(),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    healthy: z.boolean(),
    latestMigration: z.string(),
    appliedMigrations: z.number().int(),
    expectedMigrations: z.number().int(),
  }),
  mail: z.object({
    transport: z.enum(['smtp', 'outbox']),
    waiting: z.number().int(),
    failed: z.number().int(),
    oldestWaitingAt: z.date().nullable(),
    healthy: z.boolean(),
  }),
  payments: z.object({ mode: z.enum(['stripe', 'test']), publicSite: z.boolean(), healthy: z.boolean() }),
  ai: z.object({ model: z.string().nullable(), embeddingModel: z.string().nullable() }),
  content: z.object({ version: z.string().nullable(), loadedAt: z.date().nullable() }),
  app: z.object({ version: z.string(), node: z.string(), startedAt: z.date() }),
});
export type TSystemStatus = z.infer<typeof ZSystemStatus>;

export const getSystemStatus = endpoint({
  method: 'GET',
  path: '/_api/admin/system',
  access: 'admin',
  input: z.strictObject({}),
  response: ZSystemStatus,
  encoding: 'superjson',
  fallbackError: errorFallbacks.request,
});

/** Failed mails go back to the queue with a fresh attempt count; the worker sends them on its next pass. */
export const retryFailedMails = endpoint({
  method: 'POST',
  path: '/_api/admin/outbox/retry',
  access: 'admin',
  input: z.strictObject({}),
  response: z.object({ retried: z.number().int() }),
  encoding: 'json',
  fallbackError: 'Failed to retry the mails.',
});
