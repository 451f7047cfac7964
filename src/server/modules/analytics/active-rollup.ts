import { type SQL, sql } from 'drizzle-orm';
import type { TSeriesDay } from '../../../shared/contract/analytics';
import { rollupRecheckMinutes } from '../../../shared/domain/usage-analytics';
import type { TDatabase } from '../../db/client';
import { analyticsRollupDays } from '../../db/schema';
import { rowsOf } from '../knowledge/sql-rows';
import { at, learnerActivity, query, zone } from './analytics-sql';
import { dayFigures, fingerprint, localDaysBetween, reviewBursts, settledUntil } from './rollup-sql';

/**
 * The daily roll-up (decision 025). A closed local day's figures no longer change unless rows are deleted, so
 * each is kept per (zone, day) with the learners who studied that day; the page reads 90 kept rows instead of
 * 400,000 activity rows. Kept days are checked against a fingerprint of their rows every `rollupRecheckMinutes`,
 * and at the next view after an account is erased; a day whose rows changed is computed again.
 */

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const dayArray = (days: string[]) =>
  sql.raw(
    `array[${days
      .map((day) => {
        if (!isoDay.test(day)) throw new Error(`unexpected day ${day}`);
        return `'${day}'`;
      })
      .join(',')}]::date[]`,
  );

/** Recomputes the given settled days from the rows: who studied, every figure, and the fingerprint. */
async function recompute(db: TDatabase, timeZone: string, now: Date, stale: string[]) {
  const z = zone(timeZone);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    // The page's two calls (and other instances) may recompute the same zone at once; taking turns per zone keeps
    // their inserts from waiting on each other's keys in opposite orders (a deadlock), and the one that waited skips
    // the days the other has just computed.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`analytics-rollup ${timeZone}`}))`);
    const justDone = rowsOf<{ day: string }>(
      await tx.execute(sql`select to_char(day, 'YYYY-MM-DD') as day from analytics_rollup_days
        where time_zone = ${z} and day = any(${dayArray(stale)}) and checked_at >= ${at(now)} - interval '1 minute'`),
    );
    const done = new Set(justDone.map((row) => row.day));
    const days = stale.filter((day) => !done.has(day));
    if (days.length === 0) return;
    const list = dayArray(days);
    const bounds = sql`select g as day, g::timestamp at time zone ${z} as s, (g + 1)::timestamp at time zone ${z} as e
      from unnest(${list}) g`;
    await tx.execute(sql`delete from analytics_active_days where time_zone = ${z} and day = any(${list})`);
    await tx.execute(sql`delete from analytics_review_bursts where time_zone = ${z} and day = any(${list})`);
    await tx.execute(sql`
      insert into analytics_review_bursts (time_zone, day, user_id, reviews, peak, minutes, last_at)
      select ${z}, d.day, b.user_id, b.reviews, b.peak, b.minutes, b.last_at from (${bounds}) d
      cross join lateral (${reviewBursts(sql`d.s`, sql`d.e`)}) b
      on conflict do nothing`);
    // The same rows again if another call recomputed this day while we waited: the keys make them no-ops.
    await tx.execute(sql`
      insert into analytics_active_days (time_zone, day, user_id)
      select distinct ${z}, d.day, a.user_id from (${bounds}) d
      cross join lateral (${learnerActivity(sql`d.s`, sql`d.e`)}) a
      on conflict do nothing`);
    const active = sql`select count(*) from analytics_active_days r where r.time_zone = ${z} and r.day = d.day`;
    await tx.execute(sql`
      insert into analytics_rollup_days (time_zone, day, fingerprint, checked_at, active_learners, sign_ups, purchases,
        revenue_cents, quiz_attempts, exam_attempts, flashcard_reviews, tutor_messages)
      select ${z}, f.day, ${fingerprint(sql`b.s`, sql`b.e`)}, ${at(now)}, f.active_learners, f.sign_ups, f.purchases,
        f.revenue_cents, f.quiz_attempts, f.exam_attempts, f.flashcard_reviews, f.tutor_messages
      from (${dayFigures(bounds, sql`d.e`, active)}) f join (${bounds}) b on b.day = f.day
      on conflict (time_zone, day) do update set fingerprint = excluded.fingerprint, checked_at = excluded.checked_at,
        active_learners = excluded.active_learners, sign_ups = excluded.sign_ups, purchases = excluded.purchases,
        revenue_cents = excluded.revenue_cents, quiz_attempts = excluded.quiz_attempts,
        exam_attempts = excluded.exam_attempts, flashcard_reviews = excluded.flashcard_reviews,
        tutor_messages = excluded.tutor_messages`);
  });
}

/**
 * Makes the roll-up right for the settled days among the last `dayCount` local days: a day never rolled up is
 * computed; when a kept day is due a check, every kept day's fingerprint is compared with its rows and the days that
 * differ are computed again. Returns how many days were (re)computed.
 */
export async function refreshRollup(db: TDatabase, timeZone: string, now: Date, dayCount: number) {
  const z = zone(timeZone);
  const firstDay = sql`(${at(now)} - interval '${sql.raw(String(Math.trunc(dayCount) - 1))} days')`;
  const settled = sql`select * from (${localDaysBetween(firstDay, at(now), timeZone)}) d where e <= ${settledUntil(now)}`;
  const kept = await query<{ day: string; missing: boolean; due: boolean }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, r.day is null as missing,
        coalesce(r.checked_at < ${at(now)} - interval '${sql.raw(String(rollupRecheckMinutes))} minutes', true) as due
      from (${settled}) d left join analytics_rollup_days r on r.time_zone = ${z} and r.day = d.day`,
  );
  if (!kept.some((row) => row.due)) return 0;
  const stale = kept.some((row) => row.due && !row.missing)
    ? await query<{ day: string }>(
        db,
        sql`select to_char(d.day, 'YYYY-MM-DD') as day from (${settled}) d
          left join analytics_rollup_days r on r.time_zone = ${z} and r.day = d.day
          where r.fingerprint is distinct from ${fingerprint(sql`d.s`, sql`d.e`)}`,
      )
    : kept.filter((row) => row.missing);
  if (stale.length > 0)
    await recompute(
      db,
      timeZone,
      now,
      stale.map((row) => row.day),
    );
  // The days whose rows did not change were checked just now.
  await db
    .update(analyticsRollupDays)
    .set({ checkedAt: now })
    .where(
      sql`${analyticsRollupDays.timeZone} = ${z} and ${analyticsRollupDays.day} = any(${dayArray(kept.map((row) => row.day))})`,
    );
  return stale.length;
}

/** The series of the local days from `since` to now: kept days from the roll-up, the others from the rows. */
export async function readSeries(db: TDatabase, timeZone: string, now: Date, since: SQL) {
  const z = zone(timeZone);
  const rows = await query<Record<string, string | number>>(
    db,
    sql`
    with d as (${localDaysBetween(since, at(now), timeZone)}),
    kept as (
      select r.* from d join analytics_rollup_days r on r.time_zone = ${z} and r.day = d.day
      where d.e <= ${settledUntil(now)}
    )
    select to_char(day, 'YYYY-MM-DD') as day, active_learners, sign_ups, purchases, revenue_cents, quiz_attempts,
      exam_attempts, flashcard_reviews, tutor_messages
    from (
      select day, active_learners, sign_ups, purchases, revenue_cents, quiz_attempts, exam_attempts, flashcard_reviews,
        tutor_messages from kept
      union all
      select * from (${dayFigures(sql`select * from d where d.day not in (select day from kept)`, at(now))}) fresh
    ) days order by days.day`,
  );
  return rows.map(
    (row): TSeriesDay => ({
      day: String(row.day),
      activeLearners: Number(row.active_learners),
      signUps: Number(row.sign_ups),
      purchases: Number(row.purchases),
      revenueCents: Number(row.revenue_cents),
      quizAttempts: Number(row.quiz_attempts),
      examAttempts: Number(row.exam_attempts),
      flashcardReviews: Number(row.flashcard_reviews),
      tutorMessages: Number(row.tutor_messages),
    }),
  );
}
