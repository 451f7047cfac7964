import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { TContactMessage, TContactSubmission, TContactUpdate } from '../../../shared/contract/contact';
import { contactMessages as contactTexts, type TContactStatus } from '../../../shared/domain/contact';
import { rateLimits } from '../../../shared/domain/limits';
import type { TDatabase } from '../../db/client';
import { containsPattern } from '../../db/like';
import { contactMessages, users } from '../../db/schema';
import { notFound } from '../../http-error';
import { enqueueMail } from '../mail/mail.service';
import { getPlatformConfig } from '../platform/platform.service';
import { consumeRateLimit, rateLimitKey } from '../rate-limit/rate-limit.service';
import { contactAcknowledgement, contactNotification } from './contact-mails';

const presentMessage = (row: typeof contactMessages.$inferSelect): TContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  status: row.status,
  adminNotes: row.adminNotes,
  createdAt: row.createdAt,
});

/** Stores the message and its two mails in one transaction: nothing is sent for a message that was not kept. */
export async function submitContactMessage(
  db: TDatabase,
  input: { submission: TContactSubmission; ip: string; userId: number | null; publicOrigin: string; now: Date },
) {
  await consumeRateLimit(db, rateLimitKey('contact:ip', input.ip), rateLimits.contactPerIp, input.now);
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ ...input.submission, userId: input.userId });
    const { brandName } = await getPlatformConfig(tx as TDatabase);
    const admins = await tx.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
    const inboxUrl = `${input.publicOrigin}/admin/contact`;
    await enqueueMail(
      tx as TDatabase,
      input.now,
      { ...contactAcknowledgement(input.submission, brandName), userId: input.userId },
      ...admins.map((admin) => contactNotification(input.submission, admin.email, inboxUrl)),
    );
  });
}

export async function listContactMessages(
  db: TDatabase,
  query: { page: number; limit: number; status?: TContactStatus; search?: string },
) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(contactMessages.status, query.status));
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.subject, pattern),
      )!,
    );
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(contactMessages).where(where),
  ]);
  return { messages: rows.map(presentMessage), totalCount: total?.value ?? 0 };
}

export async function updateContactMessage(db: TDatabase, update: TContactUpdate) {
  const [row] = await db
    .update(contactMessages)
    .set({
      status: update.status,
      ...(update.adminNotes !== undefined ? { adminNotes: update.adminNotes?.trim() || null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(contactMessages.id, update.id))
    .returning();
  if (!row) throw notFound(contactTexts.notFound);
  return presentMessage(row);
}
