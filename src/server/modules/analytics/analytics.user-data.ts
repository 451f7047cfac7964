import { asc, eq } from 'drizzle-orm';
import { analyticsEvents } from '../../db/schema';
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
