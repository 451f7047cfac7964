import { inArray, type SQL, sql } from 'drizzle-orm';
import type { TAbuseFlag } from '../../../shared/contract/analytics';
import { abuseFlagLimit, abuseThresholds as limits, type TAbuseKind } from '../../../shared/domain/usage-analytics';
import type { TDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { refreshRollup } from './active-rollup';
import { at, localDay, localMidnight, query, zone } from './analytics-sql';
import { describeEvidence } from './evidence-presenter';
import { localDaysBetween, reviewBursts, settledUntil } from './rollup-sql';

interface TAbuseInput {
  range: number;
  timeZone: string;
  now: Date;
}

/** What each rule's query answers: who (an account, an address or both), how many, the worst case, when. */
export interface TAbuseRow {
  kind: TAbuseKind;
  userId: number | null;
  address: string | null;
  count: number;
  /** The rule's worst single unit: fastest share, busiest minute or day, most accounts, most refused path. */
  peak: number;
  peakLabel: string | null;
  lastAt: Date | string;
  accountIds: number[] | null;
}

function rules(since: SQL, until: SQL, timeZone: string, now: Date) {
  const day = (column: string) => localDay(sql.raw(column), timeZone);
  return [
    // Attempts whose answers came, on average, faster than a question can be read (from the start to the last answer).
    sql`select 'fast_answers' as kind, user_id as "userId", null as address, sum(answered)::int as count,
        round(10 * min(per_answer))::int as peak, count(*)::text as "peakLabel", max(last_at) as "lastAt",
        null::int[] as "accountIds"
      from (
        select a.user_id, count(*) as answered, max(i.answered_at) as last_at,
          extract(epoch from max(i.answered_at) - a.started_at) / count(*) as per_answer
        from quiz_attempts a join quiz_attempt_items i on i.attempt_id = a.id
        where a.started_at >= ${since} and a.started_at < ${until} and i.answered_at is not null
        group by a.user_id, a.id, a.started_at
      ) per_attempt
      where per_answer < ${limits.fastAnswerSeconds}
      group by user_id having sum(answered) >= ${limits.fastAnswersMin}`,
    // Kept days from the roll-up (decision 025), the others (today, the last hour) from the reviews.
    sql`with d as (${localDaysBetween(since, until, timeZone)}),
      kept as (
        select d.day from d join analytics_rollup_days r on r.time_zone = ${zone(timeZone)} and r.day = d.day
        where d.e <= ${settledUntil(now)}
      )
      select 'review_burst', user_id, null, sum(reviews)::int, max(peak)::int, sum(minutes)::text, max(last_at),
        null::int[]
      from (
        select user_id, reviews, peak, minutes, last_at from analytics_review_bursts b
          where b.time_zone = ${zone(timeZone)} and b.day in (select day from kept)
        union all
        select b.* from d cross join lateral (${reviewBursts(sql`d.s`, sql`least(d.e, ${until})`)}) b
          where d.day not in (select day from kept)
      ) bursts group by user_id`,
    sql`select 'tutor_volume', user_id, null, sum(n)::int, max(n)::int, count(*)::text, max(last_at), null::int[]
      from (
        select c.user_id, ${day('m.created_at')} as day, count(*) as n, max(m.created_at) as last_at
        from tutor_messages m join tutor_conversations c on c.id = m.conversation_id
        where m.role = 'user' and m.created_at >= ${since} and m.created_at < ${until} group by 1, 2
      ) per_day where n >= ${limits.tutorMessagesPerDay} group by user_id`,
    sql`select 'mass_registration', null, address, sum(n)::int, max(n)::int, count(*)::text, max(last_at),
        (select (array_agg(e.user_id order by e.created_at desc))[1:5] from analytics_events e
          where e.kind = 'registration' and e.address = per_day.address and e.created_at >= ${since}
            and e.created_at < ${until})
      from (
        select address, ${day('created_at')} as day, count(*) as n, max(created_at) as last_at
        from analytics_events where kind = 'registration' and created_at >= ${since} and created_at < ${until}
        group by 1, 2
      ) per_day where n >= ${limits.registrationsPerAddress} group by address`,
    sql`select 'rate_limited', user_id, address, count(*)::int, 0, mode() within group (order by detail),
        max(created_at), null::int[]
      from analytics_events where kind = 'rate_limited' and created_at >= ${since} and created_at < ${until}
      group by user_id, address having count(*) >= ${limits.refusalsPerSubject}`,
  ];
}

/** Every rule over the range, worst first, with the accounts they name. */
export async function listAbuseFlags(db: TDatabase, input: TAbuseInput): Promise<TAbuseFlag[]> {
  const { now } = input;
  const since = localMidnight(now, input.timeZone, input.range - 1);
  await refreshRollup(db, input.timeZone, now, input.range + 1);
  const parts = rules(since, at(now), input.timeZone, now);
  // Each rule is its own statement, all at once: PostgreSQL runs them on separate pool connections, so the call
  // takes as long as the slowest rule rather than the sum (PGlite's single connection runs them in turn).
  const columns = sql.raw(`kind, "userId", address, count, peak, "peakLabel", "lastAt", "accountIds"`);
  const perRule = await Promise.all(
    parts.map((part) => query<TAbuseRow>(db, sql`select * from (${part}) as rule(${columns})`)),
  );
  const rows = perRule
    .flat()
    .sort((a, b) => Number(b.count) - Number(a.count))
    .slice(0, abuseFlagLimit);
  const ids = new Set<number>();
  for (const row of rows) {
    if (row.userId !== null) ids.add(Number(row.userId));
    for (const id of row.accountIds ?? []) if (id !== null) ids.add(Number(id));
  }
  const accounts = ids.size
    ? await db
        .select({ id: users.id, displayName: users.displayName, email: users.email })
        .from(users)
        .where(inArray(users.id, [...ids]))
    : [];
  const byId = new Map(accounts.map((account) => [account.id, account]));
  return rows.map((row) => ({
    kind: row.kind,
    user: row.userId === null ? null : (byId.get(Number(row.userId)) ?? null),
    address: row.address,
    count: Number(row.count),
    evidence: describeEvidence(row),
    lastAt: new Date(row.lastAt),
    accounts: (row.accountIds ?? []).flatMap((id) => byId.get(Number(id)) ?? []),
  }));
}
