import { eq } from 'drizzle-orm';
import { emailChanges } from '../../db/schema';
import type { TUserDataPart } from './user-data-part';

export const emailChangePart: TUserDataPart = {
  table: emailChanges,
  exportAs: 'pendingEmailChange',
  // The token hash stays out: it is a credential, not information about the person.
  async export(db, userId) {
    const [row] = await db
      .select({
        newEmail: emailChanges.newEmail,
        requestedAt: emailChanges.createdAt,
        expiresAt: emailChanges.expiresAt,
      })
      .from(emailChanges)
      .where(eq(emailChanges.userId, userId));
    return row ?? null;
  },
};
