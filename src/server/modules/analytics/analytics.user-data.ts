import { asc, eq } from 'drizzle-orm';
import { analyticsActiveDays, analyticsEvents, analyticsReviewBursts, analyticsRollupDays } from '../../db/schema';
import type { TUserDataPart } from '../account/user-data-part';

/**
 * The address an account registered from and its requests refused by rate limits (visits name no account). Erased
 * with the account by the cascading foreign key.
 */
export const analyticsEventsPart: TUserDataPart = {
  table: analyticsEvents,
  exportAs: 'recordedEvents',
  async export(db, userId) {
    return db
      .select({
        kind: analyticsEvents.kind,
        address: analyticsEvents.address,
        detail: analyticsEvents.detail,
        at: analyticsEvents.createdAt,
      })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, userId))
      .orderBy(asc(analyticsEvents.createdAt));
  },
};

/**
 * The daily roll-up of who studied (derived from rows the export has); the learner's rows go by the foreign key. The
 * kept days' figures (sign-ups, purchases, reviews...) counted this account's rows too: every kept day is made due
 * its check, so the next view computes again the days this account touched (decision 025).
 */
export const analyticsActiveDaysPart: TUserDataPart = {
  table: analyticsActiveDays,
  async erase(db) {
    await db.update(analyticsRollupDays).set({ checkedAt: new Date(0) });
  },
  exportAs: null,
  notExportedBecause:
    'a copy of which days the learner studied, derived from the exported attempts, reviews and lessons',
};

/** The review-burst rule's kept findings (derived from the exported reviews); erased by the foreign key. */
export const analyticsReviewBurstsPart: TUserDataPart = {
  table: analyticsReviewBursts,
  exportAs: null,
  notExportedBecause: 'a count of the learner’s fastest review minutes, derived from the exported flashcard reviews',
};
