import { type SQL, sql } from 'drizzle-orm';
import { analyticsCardPeriodDays } from '../../../shared/domain/usage-analytics';
import type { TDatabase } from '../../db/client';
import { at, localMidnight, query, zone } from './analytics-sql';

/**
 * The cards and the funnel, shared by the page (overview.service.ts, active learners from the roll-up) and the
 * direct reference (overview-direct.ts, active learners from the rows): only who counts as active differs.
 */

const dayMs = 24 * 60 * 60 * 1000;

export interface TOverviewInput {
  range: number;
  timeZone: string;
  now: Date;
}

/** A parenthesized subquery of the distinct learners who studied in [from, to), one `user_id` column. */
export type TActiveBetween = (from: SQL, to: SQL) => SQL;

/** The four cards: windowed figures against the window before, running totals against their value a period ago. */
export async function cards(db: TDatabase, { timeZone, now }: Required<TOverviewInput>, activeBetween: TActiveBetween) {
  const periodStart = at(new Date(now.getTime() - analyticsCardPeriodDays * dayMs));
  const previousStart = at(new Date(now.getTime() - 2 * analyticsCardPeriodDays * dayMs));
  const monthStart = sql`(date_trunc('month', (${at(now)}) at time zone ${zone(timeZone)}) at time zone ${zone(timeZone)})`;
  const lastMonthStart = sql`((date_trunc('month', (${at(now)}) at time zone ${zone(timeZone)}) - interval '1 month') at time zone ${zone(timeZone)})`;
  const [row] = await query<Record<string, number>>(
    db,
    sql`
    select
      (select count(*) from users)::int as "totalUsers",
      (select count(*) from users where created_at < ${periodStart})::int as "totalUsersBefore",
      (select count(*) from ${activeBetween(periodStart, at(now))} a)::int as "activeUsers",
      (select count(*) from ${activeBetween(previousStart, periodStart)} a)::int
        as "activeUsersBefore",
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
export async function funnel(
  db: TDatabase,
  { range, timeZone, now }: Required<TOverviewInput>,
  activeBetween: TActiveBetween,
) {
  const since = localMidnight(now, timeZone, range - 1);
  const until = at(now);
  const [row] = await query<Record<string, number>>(
    db,
    sql`
    with cohort as (
      select u.id, exists (select 1 from purchases p where p.user_id = u.id and p.status <> 'refunded') as bought
      from users u where u.role = 'student' and u.created_at >= ${since} and u.created_at < ${until}
    ),
    studied as (select user_id from ${activeBetween(since, until)} a)
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
