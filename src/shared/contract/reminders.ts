import { z } from 'zod';
import { isCalendarDate, reminderMessages as texts } from '../domain/reminder-texts';
import { endpoint } from './endpoint';

const ZHour = z.int(texts.invalidHour).min(0, texts.invalidHour).max(23, texts.invalidHour);

export const ZReminderPreferences = z.strictObject({
  emailEnabled: z.boolean(),
  reminderHour: ZHour,
  quietHoursEnabled: z.boolean(),
  quietStartHour: ZHour,
  quietEndHour: ZHour,
  /** YYYY-MM-DD in the learner's own calendar, or null for no exam date. */
  examDate: z.string().refine(isCalendarDate, texts.invalidDate).nullable(),
});
export type TReminderPreferences = z.infer<typeof ZReminderPreferences>;

/** What the Notifications tab shows: the choices and the time zone they are read in. */
export const ZReminderSettings = ZReminderPreferences.extend({
  timeZone: z.string(),
  /** True while the account has no time zone of its own and the fallback (UTC) is used. */
  timeZoneIsFallback: z.boolean(),
});
export type TReminderSettings = z.infer<typeof ZReminderSettings>;

export const ZUnsubscribeToken = z.string().trim().min(1, texts.invalidToken).max(200, texts.invalidToken);

export const getReminderSettings = endpoint({
  method: 'GET',
  path: '/_api/reminders/preferences',
  access: 'user',
  input: z.strictObject({}),
  response: ZReminderSettings,
  encoding: 'superjson',
  fallbackError: texts.getFailed,
});

export const updateReminderSettings = endpoint({
  method: 'POST',
  path: '/_api/reminders/preferences',
  access: 'user',
  input: ZReminderPreferences,
  response: ZReminderSettings,
  encoding: 'superjson',
  fallbackError: texts.updateFailed,
});

/** The unsubscribe page's button (the link in the mail body); public, the signed token names the account. */
export const unsubscribeFromReminders = endpoint({
  method: 'POST',
  path: '/_api/reminders/unsubscribe',
  access: 'public',
  input: z.strictObject({ token: ZUnsubscribeToken }),
  response: z.object({ success: z.literal(true), message: z.string() }),
  encoding: 'json',
  fallbackError: texts.unsubscribeFailed,
});

/**
 * RFC 8058 one-click unsubscribe: the address in the mail's List-Unsubscribe header, POSTed by the mail client with
 * the body `List-Unsubscribe=One-Click` (form-encoded or multipart) and no cookies. The token travels in the query
 * string and is all that counts, so the body is taken raw and not read.
 */
export const oneClickUnsubscribe = endpoint({
  method: 'POST',
  path: '/_api/reminders/one-click-unsubscribe',
  access: 'public',
  input: z.unknown(),
  response: z.object({ success: z.literal(true), message: z.string() }),
  encoding: 'raw',
  fallbackError: texts.unsubscribeFailed,
});
