import { eq } from 'drizzle-orm';
import type { TReminderPreferences } from '../../../shared/contract/reminders';
import { reminderDefaults } from '../../../shared/domain/reminder-texts';
import type { TDatabase } from '../../db/client';
import { mailMessages, reminderPreferences, userFlashcards, users } from '../../db/schema';
import { createUser } from '../../test/factories';

export const silentLog = { info() {}, warn() {}, error() {} };

/** A learner with a time zone (null: none yet), reminder choices and `dueAt` review cards. */
export async function createReminderLearner(
  db: TDatabase,
  {
    timezone,
    preferences = {},
    dueAt = [],
  }: { timezone: string | null; preferences?: Partial<TReminderPreferences>; dueAt?: Date[] },
) {
  const user = await createUser(db, { purchaseStatus: 'completed' });
  await db.update(users).set({ timezone }).where(eq(users.id, user.id));
  await db
    .insert(reminderPreferences)
    .values({ userId: user.id, ...reminderDefaults, emailEnabled: true, ...preferences });
  for (const [index, due] of dueAt.entries()) {
    await db.insert(userFlashcards).values({
      userId: user.id,
      front: `Term ${index}`,
      back: `Definition ${index}`,
      state: 'review',
      dueAt: due,
      intervalDays: 3,
      repetitions: 2,
    });
  }
  return { ...user, timezone };
}

export const remindersTo = (db: TDatabase, userId: number) =>
  db.select().from(mailMessages).where(eq(mailMessages.userId, userId));

/** The token the mail's List-Unsubscribe header carries. */
export function tokenFromHeaders(headers: Record<string, string> | null): string {
  const match = /token=([^>]+)>/.exec(headers?.['List-Unsubscribe'] ?? '');
  if (!match) throw new Error('no unsubscribe token in the mail headers');
  return decodeURIComponent(match[1]!);
}
