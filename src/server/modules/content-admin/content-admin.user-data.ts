import { eq } from 'drizzle-orm';
import { problemReports } from '../../db/schema';
import type { TUserDataPart } from '../account/user-data-part';

/** A learner's problem reports: their own words, so they leave with the account (the content fix stays). */
export const problemReportsPart: TUserDataPart = {
  table: problemReports,
  exportAs: 'problemReports',
  async export(db, userId) {
    return db
      .select({
        itemKind: problemReports.itemKind,
        item: problemReports.item,
        reason: problemReports.reason,
        comment: problemReports.comment,
        status: problemReports.status,
        createdAt: problemReports.createdAt,
      })
      .from(problemReports)
      .where(eq(problemReports.userId, userId));
  },
  async erase(db, userId) {
    await db.delete(problemReports).where(eq(problemReports.userId, userId));
  },
};
