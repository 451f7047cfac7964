import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reminderDeliveries, reminderPreferences, userFlashcards } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { createReminderLearner, remindersTo, silentLog, tokenFromHeaders } from './reminder-test-helpers';
import { createReminderWorker } from './reminder-worker';

const ctx = setupTestApp();
const origin = 'https://prep.example';
const worker = () => createReminderWorker({ db: ctx.database.db, publicOrigin: origin, log: silentLog });
const at = (iso: string) => new Date(iso);
// A card that fell due yesterday: due in any zone on 15-16 July 2026.
const overdue = at('2026-07-14T12:00:00Z');

describe('study reminders on a controlled clock', () => {
  it('sends at the learner hour in their own zone, and only then', async () => {
    const db = ctx.database.db;
    const chicago = await createReminderLearner(db, { timezone: 'America/Chicago', dueAt: [overdue, overdue] });
    const tokyo = await createReminderLearner(db, { timezone: 'Asia/Tokyo', dueAt: [overdue] });
    const noZone = await createReminderLearner(db, { timezone: null, dueAt: [overdue] });
    const run = worker();

    // 17:59 in Chicago, 08:59 next morning in Tokyo, 22:59 UTC: nobody's 6 PM.
    await run.runOnce(at('2026-07-15T22:59:00Z'));
    // 18:00 UTC for the learner without a zone (the UTC fallback).
    await run.runOnce(at('2026-07-15T18:00:00Z'));
    expect(await remindersTo(db, noZone.id)).toHaveLength(1);
    expect(await remindersTo(db, chicago.id)).toHaveLength(0);

    // 18:05 in Chicago (CDT, UTC-5).
    expect(await run.runOnce(at('2026-07-15T23:05:00Z'))).toBe(1);
    const [mail] = await remindersTo(db, chicago.id);
    expect(mail!.subject).toBe('2 flashcards due for review today');
    expect(mail!.textBody).toContain(`${origin}/flashcards/review`);
    expect(mail!.textBody).toContain('America/Chicago');
    expect(mail!.textBody).toMatch(new RegExp(`${origin}/unsubscribe\\?token=${chicago.id}\\.`));
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail!.headers!['List-Unsubscribe']).toMatch(
      new RegExp(`^<${origin}/_api/reminders/one-click-unsubscribe\\?token=${chicago.id}\\.[\\w-]+>$`),
    );
    expect(await remindersTo(db, tokyo.id)).toHaveLength(0);

    // Later in the same hour, and the next hour: nothing more that day.
    await run.runOnce(at('2026-07-15T23:45:00Z'));
    await run.runOnce(at('2026-07-16T00:05:00Z'));
    expect(await remindersTo(db, chicago.id)).toHaveLength(1);

    // 18:05 in Tokyo (UTC+9) is 09:05 UTC.
    await run.runOnce(at('2026-07-16T09:05:00Z'));
    expect(await remindersTo(db, tokyo.id)).toHaveLength(1);
    // The next day in Chicago brings the next reminder.
    await run.runOnce(at('2026-07-16T23:05:00Z'));
    expect(await remindersTo(db, chicago.id)).toHaveLength(2);
  });

  it('skips a day whose reminder hour passed with no run (it never sends late)', async () => {
    const db = ctx.database.db;
    const learner = await createReminderLearner(db, { timezone: 'Asia/Tokyo', dueAt: [overdue] });
    // 19:05 in Tokyo: the 6 PM hour is over.
    await worker().runOnce(at('2026-07-15T10:05:00Z'));
    expect(await remindersTo(db, learner.id)).toHaveLength(0);
  });

  it('counts the cards due by the end of the study day (4 AM local), not later ones', async () => {
    const db = ctx.database.db;
    const learner = await createReminderLearner(db, {
      timezone: 'America/New_York',
      preferences: { reminderHour: 20 },
      // 3 AM and 5 AM on the 16th in New York (EDT, UTC-4): the first belongs to the study day of the 15th.
      dueAt: [at('2026-07-16T07:00:00Z'), at('2026-07-16T09:00:00Z')],
    });
    // A suspended card and a new card never count.
    await db.insert(userFlashcards).values([
      { userId: learner.id, front: 'S', back: 'S', state: 'review', dueAt: overdue, isSuspended: true },
      { userId: learner.id, front: 'N', back: 'N', state: 'new', dueAt: overdue },
    ]);
    await worker().runOnce(at('2026-07-16T00:10:00Z'));
    const [mail] = await remindersTo(db, learner.id);
    expect(mail!.subject).toBe('1 flashcard due for review today');
  });

  it('sends nothing to a learner with nothing due, and records the day', async () => {
    const db = ctx.database.db;
    const learner = await createReminderLearner(db, { timezone: 'UTC', dueAt: [at('2026-07-20T12:00:00Z')] });
    expect(await worker().runOnce(at('2026-07-15T18:10:00Z'))).toBe(0);
    expect(await remindersTo(db, learner.id)).toHaveLength(0);
    const days = await db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, learner.id));
    expect(days).toMatchObject([{ localDate: '2026-07-15', outcome: 'nothing-due', dueCount: 0, mailId: null }]);
  });

  it('keeps quiet hours, across midnight too', async () => {
    const db = ctx.database.db;
    const quiet = { quietHoursEnabled: true, quietStartHour: 22, quietEndHour: 7 };
    const lateNight = await createReminderLearner(db, {
      timezone: 'Europe/Berlin',
      preferences: { ...quiet, reminderHour: 23 },
      dueAt: [overdue],
    });
    const smallHours = await createReminderLearner(db, {
      timezone: 'Europe/Berlin',
      preferences: { ...quiet, reminderHour: 2 },
      dueAt: [overdue],
    });
    const morning = await createReminderLearner(db, {
      timezone: 'Europe/Berlin',
      preferences: { ...quiet, reminderHour: 7 },
      dueAt: [overdue],
    });
    const quietOff = await createReminderLearner(db, {
      timezone: 'Europe/Berlin',
      preferences: { ...quiet, quietHoursEnabled: false, reminderHour: 23 },
      dueAt: [overdue],
    });
    const run = worker();
    // Berlin is UTC+2 in July: 23:00, 02:00 and 07:00 local.
    for (const iso of ['2026-07-15T21:00:00Z', '2026-07-16T00:00:00Z', '2026-07-16T05:00:00Z']) {
      await run.runOnce(at(iso));
    }
    expect(await remindersTo(db, lateNight.id)).toHaveLength(0);
    expect(await remindersTo(db, smallHours.id)).toHaveLength(0);
    expect(await remindersTo(db, morning.id)).toHaveLength(1);
    expect(await remindersTo(db, quietOff.id)).toHaveLength(1);
  });

  it('counts down to the exam, mailing on countdown days even with nothing due', async () => {
    const db = ctx.database.db;
    const withCards = await createReminderLearner(db, {
      timezone: 'UTC',
      preferences: { reminderHour: 9, examDate: '2026-07-25' },
      dueAt: [overdue],
    });
    const weekBefore = await createReminderLearner(db, {
      timezone: 'UTC',
      preferences: { reminderHour: 9, examDate: '2026-07-22' },
    });
    const tenDaysBefore = await createReminderLearner(db, {
      timezone: 'UTC',
      preferences: { reminderHour: 9, examDate: '2026-07-25' },
    });
    await worker().runOnce(at('2026-07-15T09:00:00Z'));
    const [first] = await remindersTo(db, withCards.id);
    expect(first!.textBody).toContain('Your exam is in 10 days.');
    const [second] = await remindersTo(db, weekBefore.id);
    expect(second!.subject).toBe('7 days until your exam');
    expect(await remindersTo(db, tenDaysBefore.id)).toHaveLength(0);
  });

  it('stops after an unsubscribe: the next reminder is not sent and a waiting one is withdrawn', async () => {
    const db = ctx.database.db;
    const learner = await createReminderLearner(db, { timezone: 'UTC', dueAt: [overdue] });
    const run = worker();
    await run.runOnce(at('2026-07-15T18:00:00Z'));
    const [mail] = await remindersTo(db, learner.id);
    expect(mail!.status).toBe('pending');

    const response = await ctx.app.inject({
      method: 'POST',
      url: `/_api/reminders/one-click-unsubscribe?token=${encodeURIComponent(tokenFromHeaders(mail!.headers))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(await remindersTo(db, learner.id)).toHaveLength(0);
    const [preferences] = await db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, learner.id));
    expect(preferences!.emailEnabled).toBe(false);

    await run.runOnce(at('2026-07-16T18:00:00Z'));
    expect(await remindersTo(db, learner.id)).toHaveLength(0);
  });

  it('sends one mail when several workers run at the same moment', async () => {
    const db = ctx.database.db;
    const learner = await createReminderLearner(db, {
      timezone: 'America/Los_Angeles',
      preferences: { reminderHour: 7 },
      dueAt: [overdue, overdue, overdue],
    });
    const workers = [worker(), worker(), worker()];
    // 07:00 in Los Angeles (PDT, UTC-7).
    const now = at('2026-07-15T14:00:00Z');
    const queued = await Promise.all(workers.map((w) => w.runOnce(now)));
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(1);
    const mails = await remindersTo(db, learner.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('3 flashcards due for review today');
    const days = await db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, learner.id));
    expect(days).toMatchObject([{ outcome: 'sent', dueCount: 3, mailId: mails[0]!.id }]);
  });
});
