import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TReminderSettings } from '../../../shared/contract/reminders';
import { reminderDefaults, reminderMessages } from '../../../shared/domain/reminder-texts';
import * as schema from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, TEST_PASSWORD } from '../../test/factories';
import { createReminderLearner, remindersTo } from './reminder-test-helpers';
import { createReminderWorker } from './reminder-worker';
import { unsubscribeToken } from './unsubscribe-token';

const ctx = setupTestApp();
const preferences = {
  emailEnabled: true,
  reminderHour: 19,
  quietHoursEnabled: true,
  quietStartHour: 23,
  quietEndHour: 6,
  examDate: '2099-05-01',
};

async function signedIn(timezone: string | null = 'America/Denver') {
  const user = await createReminderLearner(ctx.database.db, { timezone });
  await ctx.database.db.delete(schema.reminderPreferences).where(eq(schema.reminderPreferences.userId, user.id));
  return { user, cookie: await cookieFor(ctx.database.db, user) };
}
const get = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/_api/reminders/preferences', headers: cookie ? { cookie } : {} });
const save = (cookie: string | undefined, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/_api/reminders/preferences',
    headers: cookie ? { cookie } : {},
    payload: superjsonBody(body),
  });
const enabled = async (userId: number) => {
  const [row] = await ctx.database.db
    .select()
    .from(schema.reminderPreferences)
    .where(eq(schema.reminderPreferences.userId, userId));
  return row?.emailEnabled;
};

describe('reminder preferences', () => {
  it('need a session', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await save(undefined, preferences)).statusCode).toBe(401);
  });

  it('start from the defaults, read in the learner zone or the UTC fallback', async () => {
    const { cookie } = await signedIn();
    expect(readBody<TReminderSettings>(await get(cookie))).toEqual({
      ...reminderDefaults,
      timeZone: 'America/Denver',
      timeZoneIsFallback: false,
    });
    const noZone = await signedIn(null);
    expect(readBody<TReminderSettings>(await get(noZone.cookie))).toMatchObject({
      timeZone: 'UTC',
      timeZoneIsFallback: true,
    });
  });

  it('are saved and read back', async () => {
    const { cookie } = await signedIn();
    const response = await save(cookie, preferences);
    expect(response.statusCode).toBe(200);
    expect(readBody(response)).toMatchObject(preferences);
    expect(readBody(await get(cookie))).toMatchObject({ ...preferences, timeZone: 'America/Denver' });
    const off = await save(cookie, { ...preferences, emailEnabled: false, examDate: null });
    expect(readBody(off)).toMatchObject({ emailEnabled: false, examDate: null });
  });

  it('refuse bad input with a clear message and a 400', async () => {
    const { cookie } = await signedIn();
    const cases: [unknown, string][] = [
      [{ ...preferences, reminderHour: 24 }, reminderMessages.invalidHour],
      [{ ...preferences, quietStartHour: -1 }, reminderMessages.invalidHour],
      [{ ...preferences, examDate: '2026-02-30' }, reminderMessages.invalidDate],
      [{ ...preferences, examDate: '2026-13-45' }, reminderMessages.invalidDate],
      [{ ...preferences, examDate: 'next week' }, reminderMessages.invalidDate],
      [{ ...preferences, reminderHour: 7.5 }, reminderMessages.invalidHour],
      [{ ...preferences, quietStartHour: 5, quietEndHour: 5 }, reminderMessages.quietHoursEqual],
      [{ ...preferences, examDate: '2020-01-01' }, reminderMessages.examDateInPast],
    ];
    for (const [body, message] of cases) {
      const response = await save(cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    const unknownKey = await save(cookie, { ...preferences, sms: true });
    expect(unknownKey.statusCode).toBe(400);
  });

  it('judge "today" for the exam date on the learner clock', async () => {
    // 02:00 UTC on 16 July is still 15 July in Denver.
    const { user } = await signedIn();
    const { updateReminderSettings } = await import('./reminder-preferences.service');
    const now = new Date('2026-07-16T02:00:00Z');
    await expect(
      updateReminderSettings(ctx.database.db, user, { ...preferences, examDate: '2026-07-15' }, now),
    ).resolves.toMatchObject({ examDate: '2026-07-15' });
  });
});

describe('unsubscribing', () => {
  async function subscribed() {
    const learner = await createReminderLearner(ctx.database.db, { timezone: 'UTC' });
    return { learner, token: await unsubscribeToken(ctx.database.db, learner.id) };
  }

  it('works from the unsubscribe page without a session', async () => {
    const { learner, token } = await subscribed();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/_api/reminders/unsubscribe',
      payload: { token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: reminderMessages.unsubscribed });
    expect(await enabled(learner.id)).toBe(false);
  });

  it('works by RFC 8058 one-click POST, multipart or form-encoded, with no cookie', async () => {
    const multipart = await subscribed();
    const boundary = 'reminder-boundary';
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/_api/reminders/one-click-unsubscribe?token=${encodeURIComponent(multipart.token)}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="List-Unsubscribe"',
        '',
        'One-Click',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    });
    expect(response.statusCode).toBe(200);
    expect(await enabled(multipart.learner.id)).toBe(false);

    const form = await subscribed();
    const second = await ctx.app.inject({
      method: 'POST',
      url: `/_api/reminders/one-click-unsubscribe?token=${encodeURIComponent(form.token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(second.statusCode).toBe(200);
    expect(await enabled(form.learner.id)).toBe(false);
    // A mail client that retries gets the same answer.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/_api/reminders/one-click-unsubscribe?token=${encodeURIComponent(form.token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.statusCode).toBe(200);
  });

  it('changes nothing on a GET (a link prefetch or a scanner)', async () => {
    const { learner, token } = await subscribed();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/_api/reminders/one-click-unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(response.statusCode).toBe(404);
    expect(await enabled(learner.id)).toBe(true);
  });

  it('refuses forged, altered or missing tokens with a 400', async () => {
    const { learner, token } = await subscribed();
    const other = await subscribed();
    const forged = `${other.learner.id}.${token.split('.')[1]}`;
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [forged, altered, 'not-a-token', '']) {
      const page = await ctx.app.inject({
        method: 'POST',
        url: '/_api/reminders/unsubscribe',
        payload: { token: bad },
      });
      expect(page.statusCode, bad).toBe(400);
      expect(page.json().error).toBe(reminderMessages.invalidToken);
      const oneClick = await ctx.app.inject({
        method: 'POST',
        url: `/_api/reminders/one-click-unsubscribe?token=${encodeURIComponent(bad)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode, bad).toBe(400);
    }
    expect(await enabled(learner.id)).toBe(true);
    expect(await enabled(other.learner.id)).toBe(true);
  });
});

describe('personal data', () => {
  it('exports the preferences and the reminders sent, and erases both with the account', async () => {
    const db = ctx.database.db;
    const learner = await createReminderLearner(db, {
      timezone: 'UTC',
      preferences: { reminderHour: 8, examDate: '2099-01-01' },
      dueAt: [new Date('2026-07-01T00:00:00Z')],
    });
    const worker = createReminderWorker({ db, publicOrigin: 'http://x.test', log: { info() {}, error() {} } });
    await worker.runOnce(new Date('2026-07-15T08:00:00Z'));
    const cookie = await cookieFor(db, learner);
    const exported = readBody<Record<string, unknown>>(
      await ctx.app.inject({
        method: 'POST',
        url: '/_api/settings/export-data',
        headers: { cookie },
        payload: superjsonBody({}),
      }),
    );
    expect(exported.studyReminderPreferences).toMatchObject({ emailEnabled: true, reminderHour: 8 });
    expect(exported.studyRemindersSent).toMatchObject([{ localDate: '2026-07-15', outcome: 'sent', dueCount: 1 }]);

    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/_api/settings/delete-account',
      headers: { cookie },
      payload: superjsonBody({ password: TEST_PASSWORD }),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await enabled(learner.id)).toBeUndefined();
    const days = await db
      .select()
      .from(schema.reminderDeliveries)
      .where(eq(schema.reminderDeliveries.userId, learner.id));
    expect(days).toHaveLength(0);
    expect(await remindersTo(db, learner.id)).toHaveLength(0);
  });
});
