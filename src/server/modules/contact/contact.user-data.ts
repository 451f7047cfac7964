import { desc, eq } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import type { TUserDataPart } from '../account/user-data-part';

export const contactPart: TUserDataPart = {
  table: contactMessages,
  exportAs: 'contactMessages',
  async export(db, userId) {
    return db
      .select({
        subject: contactMessages.subject,
        message: contactMessages.message,
        status: contactMessages.status,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(eq(contactMessages.userId, userId))
      .orderBy(desc(contactMessages.createdAt));
  },
};
