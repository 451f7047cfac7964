import type { TDatabase } from '../../db/client';
import { rankByVectors, type TEmbeddingsClient } from './embeddings';
import { chunksByIds, lexicalLane, retrievalLimits } from './lexical-lane';
import { queryUnits } from './query-units';
import { fuseByRank, round, type TChunkRow, toHit } from './retrieval-hits';
import type { TRetrievalRequest, TRetrievalResult } from './retrieval-types';

export { fuseByRank };

/**
 * The one retrieval service: the tutor and the generators find study material here, nobody else reads chunks.
 * Lexical search with PostgreSQL's full text (the same on PGlite and PostgreSQL), ranked BM25-style; an optional
 * vector lane when an embeddings endpoint is configured (see docs/decisions/011-retrieval.md).
 */

export interface TSearchOptions {
  /** The vector lane: set when an embeddings endpoint is configured. */
  embeddings?: TEmbeddingsClient | null;
}

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
