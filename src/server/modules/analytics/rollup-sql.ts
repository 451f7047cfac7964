import { type SQL, sql } from 'drizzle-orm';
import { abuseThresholds, rollupSettleMinutes } from '../../../shared/domain/usage-analytics';
import { at, learnerActivity, zone } from './analytics-sql';

// SQL pieces of the daily roll-up (decision 025). Each figure of a day is counted over the timestamp indexes
// between the day's bounds, so no row is converted to the admin's zone one by one (that conversion was most of the
// cost of the direct query).

/** Days are rolled up once they ended `rollupSettleMinutes` before now. */
export const settledUntil = (now: Date) =>
  sql`(${at(now)} - interval '${sql.raw(String(rollupSettleMinutes))} minutes')`;

/** Every local day in the zone from the one holding `from` to the one holding `to`, with its start and end. */
export const localDaysBetween = (from: SQL, to: SQL, timeZone: string) => sql`
  select g::date as day, (g::date::timestamp at time zone ${zone(timeZone)}) as s,
    ((g::date + 1)::timestamp at time zone ${zone(timeZone)}) as e
  from generate_series((${from} at time zone ${zone(timeZone)})::date, (${to} at time zone ${zone(timeZone)})::date,
    interval '1 day') g`;

const part = (table: string, column: string, s: SQL, e: SQL, extra = '') => sql`(
  select count(*) || '/' || coalesce(sum(extract(epoch from ${sql.raw(column)})), 0) from ${sql.raw(table)}
  where ${sql.raw(column)} >= ${s} and ${sql.raw(column)} < ${e}${sql.raw(extra)})`;

/** What a day's figures are computed from: the rows of each source in [s, e), counted and summed by moment. */
export const fingerprint = (s: SQL, e: SQL) => sql`concat_ws(' ',
  ${part('users', 'created_at', s, e)},
  ${part('purchases', 'paid_at', s, e)},
  ${part('purchases', 'refunded_at', s, e, " and status = 'refunded'")},
  ${part('quiz_attempts', 'started_at', s, e)},
  ${part('flashcard_reviews', 'reviewed_at', s, e)},
  ${part('tutor_messages', 'created_at', s, e, " and role = 'user'")},
  ${part('lesson_progress', 'completed_at', s, e)},
  'burst>=${sql.raw(String(abuseThresholds.reviewsPerMinute))}')`;

/**
 * The review-burst rule over [s, e), per learner: the grades in minutes with `reviewsPerMinute` or more, the busiest
 * minute's, how many such minutes and the end of the last. Sums and maxima, so days add up to a range.
 */
export const reviewBursts = (s: SQL, e: SQL) => sql`
  select user_id, sum(n)::int as reviews, max(n)::int as peak, count(*)::int as minutes,
    max(minute) + interval '1 minute' as last_at
  from (
    select user_id, date_trunc('minute', reviewed_at) as minute, count(*) as n from flashcard_reviews
    where reviewed_at >= ${s} and reviewed_at < ${e} group by 1, 2
  ) per_minute where n >= ${sql.raw(String(abuseThresholds.reviewsPerMinute))} group by user_id`;

/**
 * Every figure of the days in `days` (a relation of day, s, e) up to `until`, straight from the rows, one row per
 * day in the roll-up's column names. `active` gives the day's active learners (the activity rows by default).
 */
export function dayFigures(days: SQL, until: SQL, active?: SQL) {
  const within = (column: string) => sql`${sql.raw(column)} >= d.s and ${sql.raw(column)} < least(d.e, ${until})`;
  return sql`
    select d.day,
      (${active ?? sql`select count(distinct user_id) from (${learnerActivity(sql`d.s`, sql`least(d.e, ${until})`)}) a`})::int
        as active_learners,
      (select count(*) from users where ${within('created_at')})::int as sign_ups,
      (select count(*) from purchases where ${within('paid_at')})::int as purchases,
      ((select coalesce(sum(amount_cents), 0) from purchases where ${within('paid_at')})
        - (select coalesce(sum(amount_cents), 0) from purchases where status = 'refunded' and ${within('refunded_at')})
      )::int as revenue_cents,
      (select count(*) from quiz_attempts where mode = 'quiz' and ${within('started_at')})::int as quiz_attempts,
      (select count(*) from quiz_attempts where mode = 'exam' and ${within('started_at')})::int as exam_attempts,
      (select count(*) from flashcard_reviews where ${within('reviewed_at')})::int as flashcard_reviews,
      (select count(*) from tutor_messages where role = 'user' and ${within('created_at')})::int as tutor_messages
    from (${days}) d`;
}

/**
 * The learners who studied in [from, to): the roll-up for the settled local days wholly inside, the activity rows for
 * the partial days at either end and for the days not yet settled. refreshRollup must have covered those days.
 */
export function activeLearnersBetween(timeZone: string, now: Date, from: SQL, to: SQL) {
  return sql`(
    with whole as (
      select day, s, e from (${localDaysBetween(from, to, timeZone)}) d
      where s >= ${from} and e <= least(${to}, ${settledUntil(now)})
    ),
    edges as (select coalesce(min(s), ${to}) as lo, coalesce(max(e), ${to}) as hi from whole)
    select r.user_id from analytics_active_days r
      where r.time_zone = ${zone(timeZone)} and r.day in (select day from whole)
    union select user_id from (${learnerActivity(from, sql`(select lo from edges)`)}) before_whole
    union select user_id from (${learnerActivity(sql`(select hi from edges)`, to)}) after_whole
  )`;
}
