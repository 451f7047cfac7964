import { z } from 'zod';
import { contactLimits, contactMessages, contactPageSize, contactStatuses } from '../domain/contact';
import { maxSerialId } from '../domain/limits';
import { endpoint } from './endpoint';
import { pageQueryFields } from './pagination';

export const ZContactSubmission = z.strictObject({
  name: z.string().trim().min(1, contactMessages.nameRequired).max(contactLimits.nameMax, contactMessages.nameTooLong),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: contactMessages.invalidEmail })),
  subject: z
    .string()
    .trim()
    .min(1, contactMessages.subjectRequired)
    .max(contactLimits.subjectMax, contactMessages.subjectTooLong),
  message: z
    .string()
    .trim()
    .min(contactLimits.messageMin, contactMessages.messageTooShort)
    .max(contactLimits.messageMax, contactMessages.messageTooLong),
});
export type TContactSubmission = z.infer<typeof ZContactSubmission>;

export const ZContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(contactStatuses),
  adminNotes: z.string().nullable(),
  createdAt: z.date(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;

export const submitContact = endpoint({
  method: 'POST',
  path: '/_api/contact',
  access: 'public',
  input: ZContactSubmission,
  response: z.object({ success: z.literal(true), message: z.string() }),
  encoding: 'superjson',
  fallbackError: contactMessages.sendFailed,
});

export const ZContactListQuery = z.strictObject({
  ...pageQueryFields(contactPageSize),
  status: z.enum(contactStatuses).optional(),
  search: z.string().trim().max(200).optional(),
});

export const listContactMessages = endpoint({
  method: 'GET',
  path: '/_api/admin/contact',
  access: 'admin',
  input: ZContactListQuery,
  response: z.object({ messages: z.array(ZContactMessage), totalCount: z.number().int() }),
  encoding: 'superjson',
  fallbackError: contactMessages.fetchFailed,
});

export const ZContactUpdate = z.strictObject({
  id: z.coerce.number().int().positive().max(maxSerialId),
  status: z.enum(contactStatuses),
  adminNotes: z.string().max(contactLimits.notesMax).nullable().optional(),
});
export type TContactUpdate = z.infer<typeof ZContactUpdate>;

export const updateContactMessage = endpoint({
  method: 'POST',
  path: '/_api/admin/contact/update',
  access: 'admin',
  input: ZContactUpdate,
  response: ZContactMessage,
  encoding: 'superjson',
  fallbackError: contactMessages.updateFailed,
});
