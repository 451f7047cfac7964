import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { daysBetween, examCountdownDays, isQuietHour } from '../../../shared/domain/reminder-texts';
import { fallbackTimeZone } from '../../../shared/domain/time-zones';
import { systemClock, type TClock } from '../../clock';
import type { TDatabase } from '../../db/client';
import { reminderDeliveries, reminderPreferences, users } from '../../db/schema';
import { createPollingLoop } from '../jobs/polling-loop';
import { enqueueMail } from '../mail/mail.service';
import { getPlatformConfig } from '../platform/platform.service';
import { countDueFlashcards } from './due-cards';
import { endOfStudyDay, localParts } from './local-time';
import { reminderMail } from './reminder-mail';
import { unsubscribeToken } from './unsubscribe-token';

export interface TReminderWorkerOptions {
  db: TDatabase;
  publicOrigin: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** A minute: every reminder hour is seen many times, and the per-day key keeps it to one mail. */
  pollIntervalMs?: number;
  /** Where the worker reads "now" (clock.ts); the system clock unless a test pins it. */
  clock?: TClock;
}

export interface TReminderWorker {
  /** Queues the reminders whose hour has come at `now`; returns how many mails it queued. */
  runOnce(now?: Date): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

type TCandidate = Awaited<ReturnType<typeof enabledLearners>>[number];

const enabledLearners = (db: TDatabase) =>
  db
    .select({
      userId: users.id,
      email: users.email,
      displayName: users.displayName,
      timezone: users.timezone,
      reminderHour: reminderPreferences.reminderHour,
      quietHoursEnabled: reminderPreferences.quietHoursEnabled,
      quietStartHour: reminderPreferences.quietStartHour,
      quietEndHour: reminderPreferences.quietEndHour,
      examDate: reminderPreferences.examDate,
    })
    .from(reminderPreferences)
    .innerJoin(users, eq(users.id, reminderPreferences.userId))
    .where(eq(reminderPreferences.emailEnabled, true));

/**
 * Sends each learner's study reminder at their hour, in their zone, and only then: a run outside that hour does
 * nothing for them, and quiet hours win over the reminder hour. Every instance runs this loop; the unique key
 * (learner, local date) in reminder_deliveries lets exactly one of them record the day and queue the mail, in one
 * transaction, and the durable outbox delivers it.
 */
export function createReminderWorker(options: TReminderWorkerOptions): TReminderWorker {
  const { db, publicOrigin, log } = options;
  const clock = options.clock ?? systemClock;

  async function remind(learner: TCandidate, now: Date, brandName: string): Promise<boolean> {
    const zone = learner.timezone ?? fallbackTimeZone;
    const local = localParts(now, zone);
    if (local.hour !== learner.reminderHour) return false;
    if (learner.quietHoursEnabled && isQuietHour(local.hour, learner.quietStartHour, learner.quietEndHour)) {
      return false;
    }
    const done = await db
      .select({ id: reminderDeliveries.id })
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.userId, learner.userId), eq(reminderDeliveries.localDate, local.date)));
    if (done.length > 0) return false;

    const dueCount = await countDueFlashcards(db, learner.userId, endOfStudyDay(now, zone));
    const daysLeft = learner.examDate ? daysBetween(local.date, learner.examDate) : null;
    const examDaysLeft = daysLeft !== null && daysLeft >= 0 ? daysLeft : null;
    const countdownDay = examDaysLeft !== null && (examCountdownDays as readonly number[]).includes(examDaysLeft);
    const sends = dueCount > 0 || countdownDay;
    const token = await unsubscribeToken(db, learner.userId);

    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(reminderDeliveries)
        .values({
          userId: learner.userId,
          localDate: local.date,
          outcome: sends ? 'sent' : 'nothing-due',
          dueCount,
          examDaysLeft,
        })
        .onConflictDoNothing()
        .returning({ id: reminderDeliveries.id });
      // Another instance recorded this learner's day first: it sends (or skips) the reminder, not us.
      if (!claimed || !sends) return false;
      const mail = reminderMail({
        ...learner,
        brandName,
        publicOrigin,
        unsubscribeToken: token,
        dueCount,
        examDaysLeft,
        timeZone: zone,
      });
      const [mailId] = await enqueueMail(tx, now, mail);
      await tx.update(reminderDeliveries).set({ mailId }).where(eq(reminderDeliveries.id, claimed.id));
      return true;
    });
  }

  async function runOnce(now = clock.now()) {
    const learners = await enabledLearners(db);
    if (learners.length === 0) return 0;
    const { brandName } = await getPlatformConfig(db);
    let queued = 0;
    for (const learner of learners) {
      try {
        if (await remind(learner, now, brandName)) queued++;
      } catch (error) {
        // One learner's failure (say, a zone the runtime dropped) must not hold back everyone after them.
        log.error({ err: error, userId: learner.userId }, 'study reminder failed');
      }
    }
    if (queued > 0) log.info({ queued }, 'study reminders queued');
    return queued;
  }

  return {
    runOnce,
    ...createPollingLoop(() => runOnce(), {
      pollIntervalMs: options.pollIntervalMs ?? 60_000,
      log,
      name: 'reminder worker',
    }),
  };
}
