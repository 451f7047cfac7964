import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TDashboardSummary } from '../../../shared/contract/dashboard';
import { userFlashcards, users } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { pinnedClock } from '../../test/clock';
import { cookieFor, createUser } from '../../test/factories';

// The dashboard's "next cards due" counts study days that start at 4 AM in the learner's zone (Anki's rollover).
// The clock is pinned, so these run the same at any hour; the instants are the ones that broke the old UTC-day test.
const clock = pinnedClock('2026-11-29T12:00:00Z');
const ctx = setupTestApp({}, { clock });
const HOUR = 60 * 60 * 1000;

async function learnerWithOneCard(timezone: string | null, dueAt: Date) {
  const user = await createUser(ctx.database.db, { purchaseStatus: 'completed' });
  if (timezone) await ctx.database.db.update(users).set({ timezone }).where(eq(users.id, user.id));
  const cookie = await cookieFor(ctx.database.db, user, undefined, clock.now());
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/_api/flashcards',
    headers: { cookie },
    payload: superjsonBody({ front: 'Front', back: 'Back' }),
  });
  const { id } = readBody<{ id: string }>(created);
  await ctx.database.db
    .update(userFlashcards)
    .set({ state: 'review', dueAt, intervalDays: 3, repetitions: 2 })
    .where(and(eq(userFlashcards.id, id), eq(userFlashcards.userId, user.id)));
  const response = await ctx.app.inject({ method: 'GET', url: '/_api/dashboard/summary', headers: { cookie } });
  return readBody<TDashboardSummary>(response).flashcards;
}

describe('dashboard flashcard forecast on study days', () => {
  it('between midnight and 4 AM UTC, a card due at 02:00 two nights on belongs to the study day before', async () => {
    clock.set('2026-11-29T02:40:00Z'); // still the study day of Nov 28
    const flashcards = await learnerWithOneCard(null, new Date('2026-12-01T02:00:00Z'));
    expect(flashcards.inSession).toBe(0);
    expect(flashcards.nextDue).toEqual({ date: '2026-11-30', count: 1 });
  });

  it('just before and just after the 4 AM rollover, the same due time falls on the same study day', async () => {
    const dueAt = new Date('2026-12-01T05:00:00Z');
    clock.set('2026-11-29T03:59:00Z');
    expect((await learnerWithOneCard(null, dueAt)).nextDue).toEqual({ date: '2026-12-01', count: 1 });
    clock.set('2026-11-29T04:01:00Z');
    expect((await learnerWithOneCard(null, dueAt)).nextDue).toEqual({ date: '2026-12-01', count: 1 });
  });

  it('counts days in the learner’s own zone, across a daylight-saving change', async () => {
    // 23:30 on Nov 1 in Chicago is 04:30 UTC on Nov 2 (CST, UTC-6): the study day is still Nov 1 there.
    clock.set('2026-11-02T05:30:00Z');
    const dueAt = new Date(clock.now().getTime() + 2 * 24 * HOUR);
    const flashcards = await learnerWithOneCard('America/Chicago', dueAt);
    expect(flashcards.nextDue).toEqual({ date: '2026-11-03', count: 1 });
  });
});
