import { z } from 'zod';
import { accountMessages, profileMessages as texts } from '../domain/account';
import { registrationStates } from '../domain/jurisdictions';
import { displayNameMaxLength } from '../domain/limits';
import { validationMessages } from '../domain/messages';
import { ZUser } from './auth';
import { endpoint } from './endpoint';

export const ZProfileUpdate = z.strictObject({
  displayName: z.string().trim().min(1, texts.displayNameEmpty).max(displayNameMaxLength).optional(),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: texts.invalidEmail }))
    .optional(),
  avatarUrl: z
    .url({ protocol: /^https?$/, error: texts.invalidUrl })
    .max(2000)
    .nullable()
    .optional(),
  states: z.array(z.enum(registrationStates)).min(1, validationMessages.statesRequired).optional(),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

export const getProfile = endpoint({
  method: 'GET',
  path: '/_api/settings/profile',
  access: 'user',
  input: z.strictObject({}),
  response: ZUser,
  encoding: 'superjson',
  fallbackError: texts.getFailed,
});

export const updateProfile = endpoint({
  method: 'POST',
  path: '/_api/settings/profile',
  access: 'user',
  input: ZProfileUpdate,
  response: ZUser,
  encoding: 'superjson',
  fallbackError: texts.updateFailed,
});

export const exportPersonalData = endpoint({
  method: 'POST',
  path: '/_api/settings/export-data',
  access: 'user',
  input: z.strictObject({}),
  // Each feature adds its own section; the file is whatever the registered parts produce.
  response: z.record(z.string(), z.unknown()),
  encoding: 'superjson',
  fallbackError: accountMessages.exportFailed,
});

export const deleteAccount = endpoint({
  method: 'POST',
  path: '/_api/settings/delete-account',
  access: 'user',
  input: z.strictObject({}),
  response: z.object({ success: z.literal(true), message: z.string() }),
  encoding: 'superjson',
  fallbackError: accountMessages.deleteFailed,
});
