// The usage analytics figures straight from the activity rows, with no roll-up: the reference that the fast path
// (overview.service.ts) is tested against over seeded data, and the measure of what the roll-up saves.
import { type SQL, sql } from 'drizzle-orm';
import type { TSeriesDay, TUsageAnalytics } from '../../../shared/contract/analytics';
import type { TDatabase } from '../../db/client';
import { at, learnerActivity, localDay, localMidnight, query, zone } from './analytics-sql';
import { cards, funnel, type TOverviewInput } from './overview-parts';

/** One row per local day of the range, today included, with every series the page draws. */
async function dailySeries(db: TDatabase, { range, timeZone, now }: Required<TOverviewInput>) {
  const since = localMidnight(now, timeZone, range - 1);
  const until = at(now);
  const day = (column: string) => localDay(sql.raw(column), timeZone);
  const rows = await query<Record<keyof TSeriesDay, string | number>>(
    db,
    sql`
    with days as (
      select d::date as day from generate_series(
        ((${until}) at time zone ${zone(timeZone)})::date - ${range - 1}::int,
        ((${until}) at time zone ${zone(timeZone)})::date, interval '1 day') as d
    ),
    activity as (select distinct user_id, ${day('happened_at')} as day from (${learnerActivity(since, until)}) a),
    active as (select day, count(*) as n from activity group by day),
    signups as (
      select ${day('created_at')} as day, count(*) as n from users
      where created_at >= ${since} and created_at < ${until} group by 1
    ),
    paid as (
      select ${day('paid_at')} as day, count(*) as n, sum(amount_cents) as cents from purchases
      where paid_at >= ${since} and paid_at < ${until} group by 1
    ),
    refunded as (
      select ${day('refunded_at')} as day, sum(amount_cents) as cents from purchases
      where status = 'refunded' and refunded_at >= ${since} and refunded_at < ${until} group by 1
    ),
    attempts as (
      select ${day('started_at')} as day, count(*) filter (where mode = 'quiz') as quizzes,
        count(*) filter (where mode = 'exam') as exams
      from quiz_attempts where started_at >= ${since} and started_at < ${until} group by 1
    ),
    reviews as (
      select ${day('reviewed_at')} as day, count(*) as n from flashcard_reviews
      where reviewed_at >= ${since} and reviewed_at < ${until} group by 1
    ),
    messages as (
      select ${day('created_at')} as day, count(*) as n from tutor_messages
      where role = 'user' and created_at >= ${since} and created_at < ${until} group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as "day",
      coalesce(active.n, 0)::int as "activeLearners",
      coalesce(signups.n, 0)::int as "signUps",
      coalesce(paid.n, 0)::int as "purchases",
      (coalesce(paid.cents, 0) - coalesce(refunded.cents, 0))::int as "revenueCents",
      coalesce(attempts.quizzes, 0)::int as "quizAttempts",
      coalesce(attempts.exams, 0)::int as "examAttempts",
      coalesce(reviews.n, 0)::int as "flashcardReviews",
      coalesce(messages.n, 0)::int as "tutorMessages"
    from days
      left join active using (day) left join signups using (day) left join paid using (day)
      left join refunded using (day) left join attempts using (day) left join reviews using (day)
      left join messages using (day)
    order by days.day`,
  );
  return rows.map((row) => ({ ...row, day: String(row.day) }) as TSeriesDay);
}

export async function getUsageAnalyticsDirect(db: TDatabase, input: TOverviewInput): Promise<TUsageAnalytics> {
  const full = input;
  // One after the other: PGlite has one connection, and on PostgreSQL these are short.
  const fromRows = (from: SQL, to: SQL) => sql`(select distinct user_id from (${learnerActivity(from, to)}) a)`;
  const cardFigures = await cards(db, full, fromRows);
  const series = await dailySeries(db, full);
  const funnelFigures = await funnel(db, full, fromRows);
  return { range: full.range, timeZone: full.timeZone, cards: cardFigures, series, funnel: funnelFigures };
}
