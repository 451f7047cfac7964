import { type SQL, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import type { TKnowledgeChunkSource } from '../../db/schema';
import { rankByVectors, type TEmbeddingsClient } from './embeddings';
import { queryUnits, type TQueryUnit } from './query-units';
import type { TCitationTarget, TRetrievalHit, TRetrievalRequest, TRetrievalResult } from './retrieval-types';
import { rowsOf } from './sql-rows';

/**
 * The one retrieval service: the tutor and the generators find study material here, nobody else reads chunks.
 * Lexical search with PostgreSQL's full text (the same on PGlite and PostgreSQL), ranked BM25-style; an optional
 * vector lane when an embeddings endpoint is configured (see docs/decisions/011-retrieval.md).
 */

export interface TSearchOptions {
  /** The vector lane: set when an embeddings endpoint is configured. */
  embeddings?: TEmbeddingsClient | null;
}

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

/**
 * When the best hit is relevant: it holds at least this share of the question's term weight, and scores at least
 * this much; or it holds nearly all of the question's words (`fullCoverage`), when a lower score will do (a short
 * question on a rare word, "when is a pesticide adulterated?", scores low however well a passage answers it).
 * Calibrated on the bench (bench/retrieval.bench.ts): bank questions and learner rewordings against off-topic
 * questions, whose best hit covers at most 0.55 of them.
 */
export const relevanceThreshold = {
  minCoverage: 0.35,
  minScore: 2.5,
  fullCoverage: 0.8,
  fullCoverageScore: 1,
} as const;

const judgedRelevant = (row: TChunkRow | undefined) => {
  const coverage = row?.coverage ?? 0;
  const score = row?.score ?? 0;
  return (
    (coverage >= relevanceThreshold.minCoverage && score >= relevanceThreshold.minScore) ||
    (coverage >= relevanceThreshold.fullCoverage && score >= relevanceThreshold.fullCoverageScore)
  );
};

interface TChunkRow {
  id: string;
  source: TKnowledgeChunkSource;
  source_id: string | null;
  section_id: string | null;
  document_id: string | null;
  filename: string | null;
  page_start: number | null;
  page_end: number | null;
  row_start: number | null;
  row_end: number | null;
  heading: string;
  body: string;
  jurisdictions: string[];
  snippet: string;
  score: number | null;
  coverage: number | null;
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Which chunks a caller may see at all: jurisdictions overlap, chosen sources, no excluded question. */
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
async function lexicalLane(db: TDatabase, units: TQueryUnit[], input: TRetrievalRequest, limit: number) {
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

async function chunksByIds(db: TDatabase, ids: string[], units: TQueryUnit[]) {
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

function citationOf(row: TChunkRow): TCitationTarget {
  switch (row.source) {
    case 'document':
      return {
        kind: 'document',
        documentId: row.document_id ?? '',
        filename: row.filename ?? '',
        pageStart: row.page_start,
        pageEnd: row.page_end,
        rowStart: row.row_start,
        rowEnd: row.row_end,
      };
    case 'lesson': {
      // Lesson headings are "Lesson title › Section title" (pack-index.ts); the introduction's is the lesson title.
      const [lessonTitle, ...rest] = row.heading.split(' › ');
      return {
        kind: 'lesson',
        lessonId: row.source_id ?? '',
        lessonTitle: lessonTitle ?? row.heading,
        sectionId: row.section_id,
        sectionTitle: row.section_id ? rest.join(' › ') : null,
      };
    }
    case 'glossary':
      return { kind: 'glossary', termId: row.source_id ?? '', term: row.heading };
    case 'question': {
      const [lessonId, sectionId] = (row.section_id ?? '').split('#');
      return {
        kind: 'question',
        questionId: row.source_id ?? '',
        lessonId: lessonId ?? '',
        sectionId: sectionId ?? '',
      };
    }
  }
}

const toHit = (row: TChunkRow, score: number): TRetrievalHit => ({
  chunkId: row.id,
  source: row.source,
  heading: row.heading,
  body: row.body,
  snippet: row.snippet.replace(/\s+/g, ' ').trim(),
  score,
  citation: citationOf(row),
  jurisdictions: row.jurisdictions,
});

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Reciprocal rank fusion: a chunk's fused score is the sum of 1 / (k + rank) over the lanes that found it. */
export function fuseByRank(lanes: string[][], k = 60): { id: string; score: number }[] {
  const scores = new Map<string, number>();
  for (const lane of lanes) {
    for (const [rank, id] of lane.entries()) scores.set(id, (scores.get(id) ?? 0) + 1 / (k + rank + 1));
  }
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
}

export async function searchKnowledge(
  db: TDatabase,
  input: TRetrievalRequest,
  options: TSearchOptions = {},
): Promise<TRetrievalResult> {
  const asked = Math.floor(input.limit ?? retrievalLimits.defaultLimit);
  const limit = Number.isFinite(asked)
    ? Math.max(1, Math.min(asked, retrievalLimits.maxLimit))
    : retrievalLimits.defaultLimit;
  const none: TRetrievalResult = { hits: [], topScore: 0, topCoverage: 0, relevant: false };
  if (input.jurisdictions.length === 0 || input.sources?.length === 0) return none;
  const units = await queryUnits(db, input.query);
  const vectorLane = options.embeddings
    ? await rankByVectors(db, options.embeddings, input, retrievalLimits.laneDepth)
    : null;
  if (units.length === 0 && !vectorLane?.ids.length) return none;

  const lexical =
    units.length > 0 ? await lexicalLane(db, units, input, vectorLane ? retrievalLimits.laneDepth : limit) : [];
  const top = lexical[0];
  const lexicallyRelevant = judgedRelevant(top);

  if (!vectorLane) {
    const hits = lexical.map((row) => toHit(row, round(row.score ?? 0)));
    return { hits, topScore: hits[0]?.score ?? 0, topCoverage: round(top?.coverage ?? 0), relevant: lexicallyRelevant };
  }

  // Both lanes: fuse by rank; rows only the vector lane found are read afterwards.
  const fused = fuseByRank([lexical.map((row) => row.id), vectorLane.ids]).slice(0, limit);
  const known = new Map(lexical.map((row) => [row.id, row]));
  const missing = fused.map((entry) => entry.id).filter((id) => !known.has(id));
  for (const row of await chunksByIds(db, missing, units)) known.set(row.id, row);
  const hits = fused.flatMap((entry) => {
    const row = known.get(entry.id);
    return row ? [toHit(row, round(entry.score * 1000) / 1000)] : [];
  });
  return {
    hits,
    topScore: hits[0]?.score ?? 0,
    topCoverage: round(top?.coverage ?? 0),
    relevant: lexicallyRelevant || vectorLane.topSimilarity >= options.embeddings!.minSimilarity,
  };
}
