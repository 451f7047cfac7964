import { desc, eq } from 'drizzle-orm';
import { mailMessages } from '../../db/schema';
import type { TUserDataPart } from '../account/user-data-part';

export const mailPart: TUserDataPart = {
  table: mailMessages,
  exportAs: 'emailsSent',
  // Subjects and dates, not bodies: a body may hold a one-time link that must not travel in a file.
  async export(db, userId) {
    return db
      .select({ subject: mailMessages.subject, status: mailMessages.status, createdAt: mailMessages.createdAt })
      .from(mailMessages)
      .where(eq(mailMessages.userId, userId))
      .orderBy(desc(mailMessages.createdAt));
  },
};
