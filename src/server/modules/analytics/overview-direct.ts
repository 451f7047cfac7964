// The usage analytics figures straight from the activity rows, with no roll-up: the reference that the fast path
// (overview.service.ts) is tested against over seeded data, and the measure of what the roll-up saves.
import { sql } from 'drizzle-orm';
import type { TSeriesDay, TUsageAnalytics } from '../../../shared/contract/analytics';
import { analyticsCardPeriodDays } from '../../../shared/domain/usage-analytics';
import type { TDatabase } from '../../db/client';
import { at, learnerActivity, localDay, localMidnight, query, zone } from './analytics-sql';

const dayMs = 24 * 60 * 60 * 1000;

interface TOverviewInput {
  range: number;
  timeZone: string;
  now?: Date;
}

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

/** The four cards: windowed figures against the window before, running totals against their value a period ago. */
async function cards(db: TDatabase, { timeZone, now }: Required<TOverviewInput>) {
  const periodStart = at(new Date(now.getTime() - analyticsCardPeriodDays * dayMs));
  const previousStart = at(new Date(now.getTime() - 2 * analyticsCardPeriodDays * dayMs));
  const monthStart = sql`(date_trunc('month', (${at(now)}) at time zone ${zone(timeZone)}) at time zone ${zone(timeZone)})`;
  const lastMonthStart = sql`((date_trunc('month', (${at(now)}) at time zone ${zone(timeZone)}) - interval '1 month') at time zone ${zone(timeZone)})`;
  const [row] = await query<Record<string, number>>(
    db,
    sql`
    with activity as (${learnerActivity(previousStart, at(now))})
    select
      (select count(*) from users)::int as "totalUsers",
      (select count(*) from users where created_at < ${periodStart})::int as "totalUsersBefore",
      (select count(distinct user_id) from activity where happened_at >= ${periodStart})::int as "activeUsers",
      (select count(distinct user_id) from activity where happened_at < ${periodStart})::int as "activeUsersBefore",
      (select count(*) from tutor_messages where role = 'user' and created_at >= ${monthStart}
        and created_at < ${at(now)})::int as "tutorMessages",
      (select count(*) from tutor_messages where role = 'user' and created_at >= ${lastMonthStart}
        and created_at < ${lastMonthStart} + ((${at(now)}) - ${monthStart}))::int as "tutorMessagesBefore",
      (select count(*) from quiz_attempts where mode = 'exam' and status <> 'in_progress')::int as "exams",
      (select count(*) from quiz_attempts where mode = 'exam' and status <> 'in_progress'
        and closed_at < ${periodStart})::int as "examsBefore"`,
  );
  const card = (value: string) => ({ value: Number(row![value]), previous: Number(row![`${value}Before`]) });
  return {
    totalUsers: card('totalUsers'),
    activeUsers: card('activeUsers'),
    tutorMessages: card('tutorMessages'),
    examsCompleted: { value: Number(row!.exams), previous: Number(row!.examsBefore) },
  };
}

/**
 * Visitors (distinct per day, from page loads), accounts made in the range, which of them bought (a purchase not
 * refunded), and which of the buyers studied in the range.
 */
async function funnel(db: TDatabase, { range, timeZone, now }: Required<TOverviewInput>) {
  const since = localMidnight(now, timeZone, range - 1);
  const until = at(now);
  const [row] = await query<Record<string, number>>(
    db,
    sql`
    with cohort as (
      select u.id, exists (select 1 from purchases p where p.user_id = u.id and p.status <> 'refunded') as bought
      from users u where u.role = 'student' and u.created_at >= ${since} and u.created_at < ${until}
    ),
    studied as (select distinct user_id from (${learnerActivity(since, until)}) a)
    select
      (select count(distinct visitor) from analytics_events
        where kind = 'visit' and created_at >= ${since} and created_at < ${until})::int as visitors,
      (select count(*) from cohort)::int as registered,
      (select count(*) from cohort where bought)::int as purchased,
      (select count(*) from cohort join studied on studied.user_id = cohort.id where bought)::int as active`,
  );
  return {
    visitors: Number(row!.visitors),
    registered: Number(row!.registered),
    purchased: Number(row!.purchased),
    active: Number(row!.active),
  };
}

export async function getUsageAnalyticsDirect(db: TDatabase, input: TOverviewInput): Promise<TUsageAnalytics> {
  const full = { ...input, now: input.now ?? new Date() };
  // One after the other: PGlite has one connection, and on PostgreSQL these are short.
  const cardFigures = await cards(db, full);
  const series = await dailySeries(db, full);
  const funnelFigures = await funnel(db, full);
  return { range: full.range, timeZone: full.timeZone, cards: cardFigures, series, funnel: funnelFigures };
}
