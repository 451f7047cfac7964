import { count, desc, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { listOutbox } from '../../../shared/contract/outbox';
import type { TDatabase } from '../../db/client';
import { containsPattern } from '../../db/like';
import { mailMessages } from '../../db/schema';
import { route } from '../../plugins/contract';

export function registerOutboxRoutes(app: FastifyInstance, db: TDatabase) {
  route(app, listOutbox, async ({ input }) => {
    const pattern = input.search ? containsPattern(input.search) : undefined;
    const where = pattern
      ? or(ilike(mailMessages.toAddress, pattern), ilike(mailMessages.subject, pattern))
      : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(mailMessages)
        .where(where)
        .orderBy(desc(mailMessages.createdAt))
        .limit(input.limit)
        .offset((input.page - 1) * input.limit),
      db.select({ value: count() }).from(mailMessages).where(where),
    ]);
    return {
      mails: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        to: row.toAddress,
        fromName: row.fromName,
        subject: row.subject,
        text: row.textBody,
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt,
        sentAt: row.sentAt,
      })),
      total: total?.value ?? 0,
    };
  });
}
