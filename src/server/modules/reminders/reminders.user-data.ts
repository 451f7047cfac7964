import { desc, eq } from 'drizzle-orm';
import { reminderDeliveries, reminderPreferences } from '../../db/schema';
import type { TUserDataPart } from '../account/user-data-part';

// Both tables cascade from users, so erasing the account erases them; the export carries them as they are stored.

export const reminderPreferencesPart: TUserDataPart = {
  table: reminderPreferences,
  exportAs: 'studyReminderPreferences',
  async export(db, userId) {
    const [row] = await db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId));
    if (!row) return null;
    const { userId: _owner, ...preferences } = row;
    return preferences;
  },
};

export const reminderDeliveriesPart: TUserDataPart = {
  table: reminderDeliveries,
  exportAs: 'studyRemindersSent',
  async export(db, userId) {
    return db
      .select({
        localDate: reminderDeliveries.localDate,
        outcome: reminderDeliveries.outcome,
        dueCount: reminderDeliveries.dueCount,
        examDaysLeft: reminderDeliveries.examDaysLeft,
        createdAt: reminderDeliveries.createdAt,
      })
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.userId, userId))
      .orderBy(desc(reminderDeliveries.localDate));
  },
};
