import { type SQL, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import type { TQueryUnit } from './query-units';
import type { TChunkRow } from './retrieval-hits';
import type { TRetrievalRequest } from './retrieval-types';
import { rowsOf } from './sql-rows';

/** The lexical lane's SQL: which chunks a caller may see, how candidates are picked, and how they are scored. */

export const retrievalLimits = {
  defaultLimit: 8,
  maxLimit: 50,
  /** Units ranked per candidate (the rarest ones): each costs a ts_rank per row. */
  maxScoredUnits: 12,
  /** Candidate-picking units together match about this share of the index at most (their frequencies summed)... */
  candidateShare: 0.15,
  /** ...and about this many chunks: on a large index a first stage reading 15% of it costs too much. */
  candidateRows: 2_000,
  /** Chunks a cheap first rank keeps for the full, per-unit score. */
  candidates: 200,
  /** Candidates taken from each lane before fusing. */
  laneDepth: 40,
} as const;

/**
 * Ranking constants, tuned on the bench's bank questions (bench/README.md): a question's explanation restates one
 * fact in words much like other questions', so it ranks below the lesson passages that teach (they still come when
 * no lesson says it); the coverage term is added to a small base so one rare word alone can still rank.
 */
const ranking = { questionFactor: 0.3, coverageBase: 0.1 } as const;

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Which chunks a caller may see at all: jurisdictions overlap, chosen sources, no excluded question or section. */
function visibility(input: TRetrievalRequest): SQL {
  const conditions: SQL[] = [sql`c.jurisdictions && ${textArray(input.jurisdictions)}`];
  if (input.sources)
    conditions.push(
      sql`c.source in (${sql.join(
        input.sources.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (input.excludeQuestionIds?.length) {
    conditions.push(sql`not (c.source = 'question' and c.source_id = any(${textArray(input.excludeQuestionIds)}))`);
  }
  const sections = input.excludeSections?.filter((section) => section.length > 0) ?? [];
  if (sections.length > 0) {
    // A lesson chunk keeps its lesson and its section's anchor apart, a question chunk the whole reference (see
    // sectionRefOf); the coalesce keeps chunks of no section (introductions, glossary, documents) in, never null.
    const section = sql`case c.source when 'lesson' then c.source_id || '#' || c.section_id
                                      when 'question' then c.section_id end`;
    conditions.push(sql`coalesce(${section}, '') <> all(${textArray(sections)})`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * The units that pick candidates: the rarest ones that occur at all, taken until together they reach about a
 * `candidateShare` of the index or `candidateRows` chunks (so the first stage ranks a bounded number of rows however
 * large the index grows; at 10,000 chunks or fewer the share is the tighter bound).
 * A chunk holding none of the question's rarer words is rarely the best answer to it.
 */
function selectingUnits(byWeight: TQueryUnit[]): TQueryUnit[] {
  const present = byWeight.filter((unit) => unit.frequency > 0);
  const chosen: TQueryUnit[] = byWeight.filter((unit) => unit.frequency === 0);
  let share = 0;
  let rows = 0;
  for (const unit of present) {
    const over =
      share + unit.frequency > retrievalLimits.candidateShare || rows + unit.chunks > retrievalLimits.candidateRows;
    if (share > 0 && over) break;
    chosen.push(unit);
    share += unit.frequency;
    rows += unit.chunks;
  }
  return chosen;
}

const orQuery = (units: TQueryUnit[]) => units.map((unit) => `(${unit.tsquery})`).join(' | ');

const snippetOptions = 'MaxFragments=2, MinWords=10, MaxWords=30, FragmentDelimiter=" … ", StartSel="", StopSel=""';

/**
 * The lexical lane. Candidates: chunks matching any of the question's rarer units (GIN index), visible to the
 * caller. Score: sum over units of weight x ts_rank (which already saturates with repeats and counts a heading
 * match, weight A, well above body text, weight B; dividing by the chunk's length measured worse: passages are
 * already of similar size), times
 * how much of the question's weight the chunk covers, so a passage holding most of the question's words beats one
 * that repeats a single word.
 */
export async function lexicalLane(db: TDatabase, units: TQueryUnit[], input: TRetrievalRequest, limit: number) {
  const byWeight = [...units].sort((a, b) => b.weight - a.weight);
  const selecting = selectingUnits(byWeight);
  const scored = byWeight.slice(0, retrievalLimits.maxScoredUnits);
  // Coverage counts the question's words, not its numbers (the data of a calculation question), unless numbers are
  // all it has: a passage teaching the method rarely holds the learner's figures.
  const counted = (unit: TQueryUnit) => !unit.numeric || units.every((other) => other.numeric);
  const totalWeight = units.filter(counted).reduce((sum, unit) => sum + unit.weight, 0);
  const ranks = sql.join(
    scored.map((unit, i) => sql`ts_rank(v.search, ${unit.tsquery}::tsquery) as ${sql.raw(`r${i}`)}`),
    sql`, `,
  );
  const weighted = (term: (i: number) => string, only: (unit: TQueryUnit) => boolean = () => true) =>
    sql.raw(scored.map((unit, i) => (only(unit) ? `${unit.weight} * ${term(i)}` : '0')).join(' + '));
  const score = weighted((i) => `r.r${i}`);
  const covered = weighted((i) => `(r.r${i} > 0)::int`, counted);
  const selectingQuery = orQuery(selecting);
  // Words the statistics do not know (in one chunk only, or indexed since they were read) are the rarest of all,
  // but a plain rank of the OR query weighs them like any other: the rows holding them come first.
  const unseen = selecting.filter((unit) => unit.frequency === 0);
  const unseenFirst = unseen.length > 0 ? sql`(c.search @@ ${orQuery(unseen)}::tsquery) desc, ` : sql``;
  const result = await db.execute(sql`
    select c.id, c.source, c.source_id, c.section_id, c.document_id, d.filename, c.page_start, c.page_end,
           c.row_start, c.row_end, c.heading, c.body, c.jurisdictions, t.score, t.coverage,
           ts_headline('english', c.body, ${selectingQuery}::tsquery, ${snippetOptions}) as snippet
      from (
        select v.id, (${score}) * (${sql.raw(String(ranking.coverageBase))} + (${covered}) / ${totalWeight}::float8)
                 * (case v.source when 'question' then ${sql.raw(String(ranking.questionFactor))} else 1 end) as score,
               (${covered}) / ${totalWeight}::float8 as coverage
          from (
            -- Stage one: the candidates a plain rank of the selecting units likes best (cheap: one rank per row).
            select c.id, c.source, c.search
              from knowledge_chunks c
             where c.search @@ ${selectingQuery}::tsquery and ${visibility(input)}
             order by ${unseenFirst}ts_rank(c.search, ${selectingQuery}::tsquery) desc
             limit ${retrievalLimits.candidates}
          ) v
          cross join lateral (select ${ranks}) r
         order by score desc, v.id
         limit ${limit}
      ) t
      join knowledge_chunks c on c.id = t.id
      left join knowledge_documents d on d.id = c.document_id
     order by t.score desc, c.id`);
  return rowsOf<TChunkRow>(result);
}

/** Rows only the vector lane found, read with a snippet for the question's words. */
export async function chunksByIds(db: TDatabase, ids: string[], units: TQueryUnit[]) {
  if (ids.length === 0) return [];
  const headline =
    units.length > 0
      ? sql`ts_headline('english', c.body, ${orQuery(units)}::tsquery, ${snippetOptions})`
      : sql`left(c.body, 240)`;
  const result = await db.execute(sql`
    select c.id, c.source, c.source_id, c.section_id, c.document_id, d.filename, c.page_start, c.page_end,
           c.row_start, c.row_end, c.heading, c.body, c.jurisdictions, null as score, null as coverage,
           ${headline} as snippet
      from knowledge_chunks c left join knowledge_documents d on d.id = c.document_id
     where c.id in (${sql.join(
       ids.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})`);
  return rowsOf<TChunkRow>(result);
}
