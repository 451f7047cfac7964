import { z } from 'zod';
import { roles } from '../domain/access';
import { profileMessages } from '../domain/account';
import { adminUserSortFields, adminUsersPageSize, adminUserMessages as texts } from '../domain/admin-users';
import { displayNameMaxLength, maxSerialId } from '../domain/limits';
import { ZPurchaseRecord } from './billing';
import { endpoint } from './endpoint';
import { pageQueryFields } from './pagination';
import { ZAvatarUrl } from './settings';

export const ZAdminUser = z.object({
  id: z.number().int(),
  displayName: z.string(),
  email: z.string(),
  role: z.enum(roles),
  avatarUrl: z.string().nullable(),
  states: z.array(z.string()),
  createdAt: z.date(),
  lastLogin: z.date().nullable(),
  purchaseStatus: z.string().nullable(),
  purchasePlan: z.string().nullable(),
  purchaseExpiresAt: z.date().nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZUserId = z.coerce
  .number({ error: texts.idRequired })
  .int(texts.idRequired)
  .positive(texts.idRequired)
  .max(maxSerialId, texts.idRequired);
const ZDisplayName = z.string().trim().min(1, profileMessages.displayNameEmpty).max(displayNameMaxLength);
const ZEmail = z
  .string()
  .trim()
  .pipe(z.email({ error: profileMessages.invalidEmail }));

export const listAdminUsers = endpoint({
  method: 'GET',
  path: '/_api/admin/users',
  access: 'admin',
  input: z.strictObject({
    ...pageQueryFields(adminUsersPageSize),
    search: z.string().trim().max(200).optional(),
    role: z.enum(roles).optional(),
    sortBy: z.enum(adminUserSortFields).default('createdAt'),
    sortDirection: z.enum(['asc', 'desc']).default('desc'),
  }),
  response: z.object({ users: z.array(ZAdminUser), total: z.number().int() }),
  encoding: 'superjson',
  fallbackError: texts.fetchFailed,
});

export const ZUserActivity = z.object({
  activeSessions: z.number().int(),
  lastSeenAt: z.date().nullable(),
  contactMessages: z.number().int(),
  emailsSent: z.number().int(),
});

export const getAdminUser = endpoint({
  method: 'GET',
  path: '/_api/admin/user',
  access: 'admin',
  input: z.strictObject({ id: ZUserId }),
  response: z.object({ user: ZAdminUser, activity: ZUserActivity, purchases: z.array(ZPurchaseRecord) }),
  encoding: 'superjson',
  fallbackError: texts.fetchOneFailed,
});

export const ZAdminUserUpdate = z.strictObject({
  id: ZUserId,
  displayName: ZDisplayName.optional(),
  email: ZEmail.optional(),
  role: z.enum(roles).optional(),
  /** Admins can remove a learner's picture (null), not set one: see ZAvatarUrl. */
  avatarUrl: ZAvatarUrl.optional(),
});

export const updateAdminUser = endpoint({
  method: 'POST',
  path: '/_api/admin/user/update',
  access: 'admin',
  input: ZAdminUserUpdate,
  response: ZAdminUser,
  encoding: 'superjson',
  fallbackError: texts.updateFailed,
});

export const deleteAdminUser = endpoint({
  method: 'POST',
  path: '/_api/admin/user/delete',
  access: 'admin',
  input: z.strictObject({ id: ZUserId }),
  response: z.object({ message: z.string() }),
  encoding: 'superjson',
  fallbackError: texts.deleteFailed,
});

export const ZAdminUserCreate = z.strictObject({
  email: ZEmail,
  displayName: ZDisplayName,
  role: z.enum(roles).default('student'),
});
export type TAdminUserCreate = z.infer<typeof ZAdminUserCreate>;

export const createAdminUser = endpoint({
  method: 'POST',
  path: '/_api/admin/users',
  access: 'admin',
  input: ZAdminUserCreate,
  response: ZAdminUser,
  encoding: 'superjson',
  fallbackError: texts.createFailed,
});
