import { eq } from 'drizzle-orm';
import { certificates } from '../../db/schema';
import type { TUserDataPart } from '../account/user-data-part';

/**
 * The learner's certificate; erased with the account (its number then verifies as unknown). The key to the revoking
 * admin only goes null when that admin's account goes, so the learner's row is erased here explicitly.
 */
export const certificatesPart: TUserDataPart = {
  table: certificates,
  exportAs: 'certificates',
  async export(db, userId) {
    return db
      .select({
        number: certificates.number,
        printedName: certificates.printedName,
        courseTitle: certificates.courseTitle,
        examScore: certificates.examScore,
        completedAt: certificates.completedAt,
        issuedAt: certificates.issuedAt,
        revokedAt: certificates.revokedAt,
      })
      .from(certificates)
      .where(eq(certificates.userId, userId));
  },
  async erase(db, userId) {
    await db.delete(certificates).where(eq(certificates.userId, userId));
  },
};
