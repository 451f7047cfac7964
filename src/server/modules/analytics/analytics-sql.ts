import { type SQL, sql } from 'drizzle-orm';
import { isValidTimeZone, usageAnalyticsTexts } from '../../../shared/domain/usage-analytics';
import type { TDatabase } from '../../db/client';
import { badRequest } from '../../http-error';
import { rowsOf } from '../knowledge/sql-rows';

/**
 * Moments and the zone go into the statement as literals, not parameters: postgres-js prepares statements, and after
 * a few runs PostgreSQL may switch to a generic plan that cannot see how narrow the range is (measured: the 30-day
 * series took as long as the 90-day one). Both are safe as literals: an ISO string from a Date, and a zone name the
 * contract has already checked against a strict pattern (letters, digits, _ + - /), checked here again.
 */
export const at = (date: Date) => sql.raw(`'${date.toISOString()}'::timestamptz`);
export const zone = (timeZone: string) => {
  if (!isValidTimeZone(timeZone)) throw badRequest(usageAnalyticsTexts.invalidTimeZone);
  return sql.raw(`'${timeZone}'::text`);
};

/** The local calendar day of a timestamp column in the admin's zone. */
export const localDay = (column: SQL, timeZone: string) => sql`(${column} at time zone ${zone(timeZone)})::date`;

/** The instant local midnight `daysBack` days before today (in the zone) began. */
export const localMidnight = (now: Date, timeZone: string, daysBack: number) =>
  sql`((((${at(now)}) at time zone ${zone(timeZone)})::date - ${sql.raw(String(Math.trunc(daysBack)))})::timestamp at time zone ${zone(timeZone)})`;

/**
 * Who did something a learner does, and when: started a quiz or exam, graded a flashcard, asked the tutor, finished
 * a lesson. "Active" on the page means a row here (a session alone, or a page load, is not studying).
 */
export const learnerActivity = (from: SQL, to: SQL) => sql`
  select user_id, started_at as happened_at from quiz_attempts where started_at >= ${from} and started_at < ${to}
  union all
  select user_id, reviewed_at from flashcard_reviews where reviewed_at >= ${from} and reviewed_at < ${to}
  union all
  select c.user_id, m.created_at from tutor_messages m join tutor_conversations c on c.id = m.conversation_id
    where m.role = 'user' and m.created_at >= ${from} and m.created_at < ${to}
  union all
  select user_id, completed_at from lesson_progress where completed_at >= ${from} and completed_at < ${to}`;

/** Runs a query and turns PostgreSQL's refusal of a zone name Intl accepted into the same 400 as a bad name. */
export async function query<T>(db: TDatabase, statement: SQL): Promise<T[]> {
  try {
    // JIT compilation of these large statements costs PostgreSQL seconds and saves it milliseconds here (measured:
    // the 30-day series, 2.4 s with JIT and 0.2 s without), so it is off for this statement's transaction only.
    return await db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return rowsOf<T>(await tx.execute(statement));
    });
  } catch (error) {
    const message = String((error as { message?: unknown })?.message ?? '');
    if (/time zone .* not recognized/i.test(message)) throw badRequest(usageAnalyticsTexts.invalidTimeZone);
    throw error;
  }
}
