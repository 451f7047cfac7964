import type { TDatabase } from '../../db/client';
import { mailMessages } from '../../db/schema';
import { getPlatformConfig } from '../platform/platform.service';

export interface TNewMail {
  kind: string;
  to: string;
  userId?: number | null;
  subject: string;
  text: string;
  /** Extra headers, such as List-Unsubscribe on reminders. */
  headers?: Record<string, string>;
}

/**
 * Records mails for delivery. Call it with the transaction of the event that causes the mails: either both are
 * stored or neither is, and the worker delivers them after the commit.
 */
export async function enqueueMail(db: TDatabase, now: Date, ...mails: TNewMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  // The sender name is the brand at the time of the event, so a renamed brand shows in every new mail.
  const { brandName } = await getPlatformConfig(db);
  // The worker compares due times with the app's clock, so the due time comes from that clock too (the database's
  // now() has microseconds and could look "later" than a JavaScript Date of the same millisecond).
  const rows = await db
    .insert(mailMessages)
    .values(
      mails.map((mail) => ({
        kind: mail.kind,
        toAddress: mail.to,
        userId: mail.userId ?? null,
        fromName: brandName,
        subject: mail.subject,
        textBody: mail.text,
        headers: mail.headers ?? null,
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .returning({ id: mailMessages.id });
  return rows.map((row) => row.id);
}
