// The analytics calls over HTTP: who may call them, bad input, and the events the platform records for them
// (registrations with their address, page loads as daily visitors, refused requests) turning into abuse flags.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAbuseFlag, TUsageAnalytics } from '../../../shared/contract/analytics';
import { usageAnalyticsTexts } from '../../../shared/domain/usage-analytics';
import { analyticsEvents } from '../../db/schema';
import { readBody, setupTestApp } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { signUp } from '../../test/sign-up';
import { addAttempt, addReviews, addTutorMessages } from './analytics-test-data';

// A built web app of one page, so page loads go through the real SPA handler.
const webDir = mkdtempSync(path.join(os.tmpdir(), 'analytics-web-'));
writeFileSync(path.join(webDir, 'index.html'), '<html><head><title>x</title></head><body></body></html>');
const ctx = setupTestApp({ WEB_DIST_DIR: webDir });

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const asAdmin = async () => cookieFor(ctx.database.db, await createUser(ctx.database.db, { role: 'admin' }));
const flagsOf = async (cookie: string) =>
  readBody<{ flags: TAbuseFlag[] }>(await get('/_api/admin/analytics/abuse?range=7&timeZone=UTC', cookie)).flags;

describe('usage analytics access and input', () => {
  it('answers 401 to anonymous callers and 403 to students on both calls', async () => {
    const student = await cookieFor(
      ctx.database.db,
      await createUser(ctx.database.db, { purchaseStatus: 'completed' }),
    );
    for (const url of ['/_api/admin/analytics', '/_api/admin/analytics/abuse']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, student)).statusCode).toBe(403);
    }
  });

  it('refuses an unknown time zone, a range off the list and unknown keys with a clear 400', async () => {
    const admin = await asAdmin();
    for (const url of ['/_api/admin/analytics', '/_api/admin/analytics/abuse']) {
      const zone = await get(`${url}?timeZone=Mars%2FOlympus_Mons`, admin);
      expect(zone.statusCode).toBe(400);
      expect(zone.json().error).toContain(usageAnalyticsTexts.invalidTimeZone);
      const injection = await get(`${url}?timeZone=${encodeURIComponent("UTC'; drop table users;--")}`, admin);
      expect(injection.statusCode).toBe(400);
      const range = await get(`${url}?range=14`, admin);
      expect(range.statusCode).toBe(400);
      expect(range.json().error).toContain(usageAnalyticsTexts.invalidRange);
      expect((await get(`${url}?days=7`, admin)).statusCode).toBe(400);
    }
  });

  it('answers the figures for an admin, by default 30 days in UTC', async () => {
    const admin = await asAdmin();
    const result = readBody<TUsageAnalytics>(await get('/_api/admin/analytics', admin));
    expect(result).toMatchObject({ range: 30, timeZone: 'UTC' });
    expect(result.series).toHaveLength(30);
    expect(result.cards.totalUsers.value).toBeGreaterThanOrEqual(1);
    const chicago = readBody<TUsageAnalytics>(
      await get('/_api/admin/analytics?range=90&timeZone=America/Chicago', admin),
    );
    expect(chicago.series).toHaveLength(90);
  });
});

describe('recorded events', () => {
  it('counts page loads of the web app as daily visitors, without a cookie and without bots', async () => {
    const admin = await asAdmin();
    const before = readBody<TUsageAnalytics>(await get('/_api/admin/analytics?range=7', admin)).funnel.visitors;
    const load = (ua: string, remoteAddress: string) =>
      ctx.app.inject({ method: 'GET', url: '/pricing', headers: { 'user-agent': ua }, remoteAddress });
    const page = await load(browser, '192.0.2.10');
    expect(page.statusCode).toBe(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    await load(browser, '192.0.2.10');
    await load(browser, '192.0.2.11');
    await load('Googlebot/2.1 (+http://www.google.com/bot.html)', '192.0.2.12');
    await get('/_api/health');
    // Visits are written after the page has left (onResponse): wait for them.
    const visitors = async () =>
      readBody<TUsageAnalytics>(await get('/_api/admin/analytics?range=7', admin)).funnel.visitors;
    await expect.poll(async () => (await visitors()) - before).toBe(2);
    const stored = await ctx.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.kind, 'visit'));
    expect(stored.every((row) => row.address === null && row.visitor?.length === 32)).toBe(true);
  });

  it('flags mass registrations from one address, with links to the accounts made', async () => {
    const admin = await asAdmin();
    for (let i = 0; i < 5; i++) {
      const farmer = {
        email: `farm${i}@example.test`,
        password: 'Sprayer-2024',
        displayName: `Farm ${i}`,
        states: ['texas'],
      };
      const response = await signUp(ctx.app, ctx.database.db, farmer, '198.51.100.7');
      expect(response.statusCode).toBe(200);
    }
    const flag = (await flagsOf(admin)).find((f) => f.kind === 'mass_registration');
    expect(flag).toMatchObject({ address: '198.51.100.7', count: 5, user: null });
    expect(flag!.accounts.map((a) => a.email).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `farm${i}@example.test`));
    expect(flag!.evidence).toContain('5 accounts registered from this address');
  });

  it('flags an address whose requests rate limits keep refusing', async () => {
    const admin = await asAdmin();
    const victim = await createUser(ctx.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/_api/auth/login_with_password',
        payload: { email: victim.email, password: `guess-${i}` },
        remoteAddress: '203.0.113.9',
      });
      statuses.push(response.statusCode);
    }
    const refused = statuses.filter((s) => s === 429).length;
    expect(refused).toBeGreaterThanOrEqual(10);
    // Refusals are written after the answer has left (onResponse): wait for the last one.
    const refusalFlag = async () => (await flagsOf(admin)).find((f) => f.kind === 'rate_limited');
    await expect.poll(async () => (await refusalFlag())?.count).toBe(refused);
    const flag = await refusalFlag();
    expect(flag).toMatchObject({ address: '203.0.113.9', count: refused, user: null });
    expect(flag!.evidence).toContain('POST /_api/auth/login_with_password');
  });
});

describe('abuse rules on learners', () => {
  it('flags answers faster than reading, review bursts and tutor volume, and leaves a normal learner alone', async () => {
    const admin = await asAdmin();
    const db = ctx.database.db;
    const now = Date.now();
    const robot = await createUser(db, { displayName: 'Quick Bot', purchaseStatus: 'completed' });
    const human = await createUser(db, { displayName: 'Steady Human', purchaseStatus: 'completed' });
    await addAttempt(db, robot.id, new Date(now - 3_600_000), { mode: 'exam', answerGapsSeconds: Array(12).fill(1) });
    await addAttempt(db, human.id, new Date(now - 3_600_000), { mode: 'exam', answerGapsSeconds: Array(12).fill(25) });
    // 40 grades within one minute against one grade every 10 seconds.
    const minute = Math.floor((now - 7_200_000) / 60_000) * 60_000;
    await addReviews(
      db,
      robot.id,
      Array.from({ length: 40 }, (_, i) => new Date(minute + i * 1000)),
    );
    await addReviews(
      db,
      human.id,
      Array.from({ length: 40 }, (_, i) => new Date(minute + i * 10_000)),
    );
    await addTutorMessages(
      db,
      robot.id,
      Array.from({ length: 160 }, (_, i) => new Date(now - 3_000_000 + i * 5000)),
    );
    await addTutorMessages(
      db,
      human.id,
      Array.from({ length: 20 }, (_, i) => new Date(now - 3_000_000 + i * 60_000)),
    );

    const flags = await flagsOf(admin);
    const robotKinds = flags
      .filter((f) => f.user?.id === robot.id)
      .map((f) => f.kind)
      .sort();
    expect(robotKinds).toEqual(['fast_answers', 'review_burst', 'tutor_volume']);
    expect(flags.some((f) => f.user?.id === human.id)).toBe(false);
    const fast = flags.find((f) => f.kind === 'fast_answers' && f.user?.id === robot.id)!;
    expect(fast).toMatchObject({ count: 12, user: { displayName: 'Quick Bot', email: robot.email } });
    expect(fast.evidence).toContain('12 answers in 1 attempt averaging under 2 seconds each; the fastest 1.0 s.');
    expect(flags.find((f) => f.kind === 'tutor_volume')!.count).toBe(160);
  });
});
