import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type TClock } from '../../clock';
import type { TDatabase } from '../../db/client';
import { mailMessages, type TMailRow } from '../../db/schema';
import type { TMailTransport } from '../../providers/mail/mail-transport';
import { createPollingLoop } from '../jobs/polling-loop';

export interface TMailWorkerOptions {
  db: TDatabase;
  transport: TMailTransport;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  pollIntervalMs?: number;
  /** First retry delay; each later one doubles, up to an hour. */
  retryBaseMs?: number;
  maxAttempts?: number;
  batchSize?: number;
  /** How long a claim protects a mail from other workers while it is being delivered. */
  leaseMs?: number;
  /** Where the worker reads "now" (clock.ts); the system clock unless a test pins it. */
  clock?: TClock;
}

export interface TMailWorker {
  /** Delivers what is due now; returns how many mails were handed to the transport successfully. */
  runOnce(now?: Date): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function retryDelayMs(attempt: number, baseMs: number) {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 60 * 60 * 1000);
}

export function createMailWorker(options: TMailWorkerOptions): TMailWorker {
  const { db, transport, log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 120_000;
  const clock = options.clock ?? systemClock;

  // Claiming with FOR UPDATE SKIP LOCKED lets several app instances share the queue without sending a mail twice.
  async function claimDue(now: Date): Promise<TMailRow[]> {
    const due = db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.status, 'pending'),
          lte(mailMessages.nextAttemptAt, now),
          or(isNull(mailMessages.lockedUntil), lte(mailMessages.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailMessages.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(mailMessages)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${mailMessages.attempts} + 1` })
      .where(inArray(mailMessages.id, due))
      .returning();
  }

  async function deliver(mail: TMailRow, now: Date): Promise<boolean> {
    try {
      await transport.deliver({
        id: mail.id,
        to: mail.toAddress,
        fromName: mail.fromName,
        subject: mail.subject,
        text: mail.textBody,
        headers: mail.headers ?? undefined,
      });
      await db
        .update(mailMessages)
        .set({ status: 'sent', sentAt: clock.now(), lockedUntil: null, lastError: null, deliveredBy: transport.name })
        .where(eq(mailMessages.id, mail.id));
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givesUp = mail.attempts >= maxAttempts;
      await db
        .update(mailMessages)
        .set({
          status: givesUp ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts, retryBaseMs)),
        })
        .where(eq(mailMessages.id, mail.id));
      log.warn({ mailId: mail.id, attempt: mail.attempts, givesUp, error: message }, 'mail delivery failed');
      return false;
    }
  }

  async function runOnce(now = clock.now()) {
    const claimed = await claimDue(now);
    let delivered = 0;
    for (const mail of claimed) if (await deliver(mail, now)) delivered++;
    return delivered;
  }

  return { runOnce, ...createPollingLoop(() => runOnce(), { pollIntervalMs, log, name: 'mail worker' }) };
}
