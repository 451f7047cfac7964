import { type SQL, sql } from 'drizzle-orm';
import type { TItemStats } from '../../../shared/contract/content-admin';
import { itemAnalysisGroupShare, type TItemAnalysisSort } from '../../../shared/domain/content-admin';
import type { TDatabase } from '../../db/client';
import { rowsOf } from '../knowledge/sql-rows';
import { itemFlagsOf, optionPicks, sortItems } from './item-flags';

interface TAnalysisRow {
  id: string;
  topic: string;
  type: string;
  question: string;
  options: string[] | null;
  answer: unknown;
  responses: number | string | null;
  correct: number | string | null;
  r_pb: number | string | null;
  upper_p: number | string | null;
  upper_n: number | string | null;
  lower_p: number | string | null;
  picks: Record<string, number> | null;
  open_reports: number | string;
}

const toNumber = (value: number | string | null) => (value === null ? null : Number(value));
const round = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

/**
 * Every live bank question's item statistics in one aggregate query (docs/decisions/021-item-analysis.md):
 * answers of closed attempts by students, each learner's standing from all their bank answers, the corrected
 * point-biserial (the item against the rest of the learner's answers), the upper and lower 27% and the picks per
 * answer. `where` narrows the questions (a topic, the reported ids); the learners' standing always uses everything.
 */
async function analyse(db: TDatabase, where: SQL): Promise<{ items: TItemStats[]; answers: number }> {
  const upper = 1 - itemAnalysisGroupShare;
  const result = await db.execute(sql`
    with scored as (
      select a.user_id, i.asked->>'questionId' as qid, i.answer, (case when i.is_correct then 1 else 0 end)::float8 as x
      from quiz_attempt_items i
      join quiz_attempts a on a.id = i.attempt_id
      join users u on u.id = a.user_id
      where a.status <> 'in_progress' and u.role = 'student' and i.asked->>'questionId' is not null
    ),
    learners as (
      select user_id, count(*) as n, sum(x) as c, cume_dist() over (order by sum(x) / count(*)) as standing
      from scored group by user_id
    ),
    responses as (
      select s.qid, s.answer, s.x, l.standing,
        case when l.n > 1 then (l.c - s.x) / (l.n - 1) end as rest
      from scored s join learners l on l.user_id = s.user_id
      where s.qid in (select q.id from questions q where ${where})
    ),
    stats as (
      select qid, count(*) as responses, sum(x) as correct,
        corr(x, rest) as r_pb,
        avg(x) filter (where standing > ${upper}) as upper_p,
        count(*) filter (where standing > ${upper}) as upper_n,
        avg(x) filter (where standing <= ${itemAnalysisGroupShare}) as lower_p
      from responses group by qid
    ),
    picks as (
      select qid, jsonb_object_agg(answer, picked) as picks
      from (select qid, answer, count(*) as picked from responses where answer is not null group by qid, answer) p
      group by qid
    )
    select q.id, q.topic, q.type, q.question, q.options, q.answer,
      s.responses, s.correct, s.r_pb, s.upper_p, s.upper_n, s.lower_p, p.picks,
      (select count(*) from problem_reports r
        where r.item_kind = 'question' and r.item_ref = q.id and r.status = 'open') as open_reports
    from questions q
    left join stats s on s.qid = q.id
    left join picks p on p.qid = q.id
    where ${where}
  `);
  let answers = 0;
  const items = rowsOf<TAnalysisRow>(result).map((row): TItemStats => {
    const responses = Number(row.responses ?? 0);
    answers += responses;
    const choiceAnswers = row.options?.length ? (row.picks ?? {}) : {};
    const options = optionPicks(row.type, row.options, row.answer, choiceAnswers);
    const discrimination = round(toNumber(row.r_pb));
    const upperP = round(toNumber(row.upper_p));
    return {
      questionId: row.id,
      topic: row.topic,
      type: row.type,
      question: row.question,
      responses,
      pValue: responses ? round(Number(row.correct) / responses) : null,
      discrimination,
      upperP,
      lowerP: round(toNumber(row.lower_p)),
      options,
      flags: itemFlagsOf({ responses, discrimination, upperP, upperN: Number(row.upper_n ?? 0), options }),
      openReports: Number(row.open_reports),
    };
  });
  return { items, answers };
}

export interface TItemAnalysisQuery {
  page: number;
  limit: number;
  topic?: string;
  sortBy: TItemAnalysisSort;
  sortDirection: 'asc' | 'desc';
  flaggedOnly?: boolean;
}

/** One page of the item analysis: filtered by topic in SQL, flagged, sorted and paged here (a bank's worth of rows). */
export async function itemAnalysis(db: TDatabase, query: TItemAnalysisQuery) {
  const where = query.topic ? sql`q.retired_at is null and q.topic = ${query.topic}` : sql`q.retired_at is null`;
  const { items, answers } = await analyse(db, where);
  const kept = query.flaggedOnly ? items.filter((item) => item.flags.length > 0) : items;
  const sorted = sortItems(kept, query.sortBy, query.sortDirection);
  const start = (query.page - 1) * query.limit;
  return {
    items: sorted.slice(start, start + query.limit),
    pagination: { totalCount: sorted.length, totalPages: Math.ceil(sorted.length / query.limit) },
    answersAnalysed: answers,
  };
}

/** The statistics of a few questions (the reported ones), retired ones included: a report may outlive its item. */
export async function itemStatsFor(db: TDatabase, questionIds: string[]): Promise<Map<string, TItemStats>> {
  if (questionIds.length === 0) return new Map();
  const ids = sql.join(
    questionIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const { items } = await analyse(db, sql`q.id in (${ids})`);
  return new Map(items.map((item) => [item.questionId, item]));
}
