import { and, eq } from 'drizzle-orm';
import type { TReminderPreferences, TReminderSettings } from '../../../shared/contract/reminders';
import { reminderDefaults, reminderMailKind, reminderMessages as texts } from '../../../shared/domain/reminder-texts';
import { fallbackTimeZone } from '../../../shared/domain/time-zones';
import type { TDatabase } from '../../db/client';
import { mailMessages, reminderPreferences, type TUserRow } from '../../db/schema';
import { badRequest } from '../../http-error';
import { localParts } from './local-time';
import { userIdFromToken } from './unsubscribe-token';

type TPreferencesRow = typeof reminderPreferences.$inferSelect;

/** The tab's view: the stored choices (defaults when the learner never saved any) and the zone they are read in. */
function presentSettings(user: Pick<TUserRow, 'timezone'>, row: TPreferencesRow | undefined): TReminderSettings {
  const preferences = row
    ? {
        emailEnabled: row.emailEnabled,
        reminderHour: row.reminderHour,
        quietHoursEnabled: row.quietHoursEnabled,
        quietStartHour: row.quietStartHour,
        quietEndHour: row.quietEndHour,
        examDate: row.examDate,
      }
    : { ...reminderDefaults };
  return { ...preferences, timeZone: user.timezone ?? fallbackTimeZone, timeZoneIsFallback: !user.timezone };
}

export async function getReminderSettings(db: TDatabase, user: TUserRow): Promise<TReminderSettings> {
  const [row] = await db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, user.id));
  return presentSettings(user, row);
}

export async function updateReminderSettings(
  db: TDatabase,
  user: TUserRow,
  input: TReminderPreferences,
  now: Date,
): Promise<TReminderSettings> {
  if (input.quietHoursEnabled && input.quietStartHour === input.quietEndHour) throw badRequest(texts.quietHoursEqual);
  // "Today" is the learner's, not the server's: at 9 PM in Chicago it is already tomorrow in UTC.
  const today = localParts(now, user.timezone ?? fallbackTimeZone).date;
  if (input.examDate && input.examDate < today) throw badRequest(texts.examDateInPast);
  const values = { ...input, updatedAt: now };
  const [row] = await db
    .insert(reminderPreferences)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: reminderPreferences.userId, set: values })
    .returning();
  return presentSettings(user, row);
}

/**
 * Turns reminders off for the account a signed unsubscribe token names, and withdraws a reminder still waiting in
 * the outbox, so that no reminder arrives after the click. Doing it twice is fine (a mail client may retry).
 */
export async function unsubscribeWithToken(db: TDatabase, token: string) {
  const userId = await userIdFromToken(db, token);
  if (userId === null) throw badRequest(texts.invalidToken);
  await db.transaction(async (tx) => {
    await tx
      .update(reminderPreferences)
      .set({ emailEnabled: false, updatedAt: new Date() })
      .where(eq(reminderPreferences.userId, userId));
    await tx
      .delete(mailMessages)
      .where(
        and(
          eq(mailMessages.userId, userId),
          eq(mailMessages.kind, reminderMailKind),
          eq(mailMessages.status, 'pending'),
        ),
      );
  });
  return { success: true as const, message: texts.unsubscribed };
}
