import { and, arrayOverlaps, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { knowledgeChunks, knowledgeDocuments, type TKnowledgeChunkRow } from '../../db/schema';
import type { TCitationTarget, TRetrievalRequest, TRetrievalResult } from '../knowledge/retrieval-types';
import { termCoverage, topicTerms } from './text-terms';

/** A passage must contain this share of the question's topic words to count as answering it. */
const relevantCoverage = 0.5;

/**
 * STAND-IN until the kb-search branch merges (its searchKnowledge in knowledge/retrieval.ts replaces this in app.ts):
 * the simplest honest search over knowledge_chunks, so the tutor runs end to end meanwhile. Full-text OR of the
 * question's words, the jurisdiction filter in SQL, and "relevant" when the best passage holds half the words.
 */
export async function standInRetriever(db: TDatabase, request: TRetrievalRequest): Promise<TRetrievalResult> {
  const terms = [...new Set(topicTerms(request.query))].filter((term) => /^[a-z0-9]+$/.test(term));
  if (terms.length === 0 || request.jurisdictions.length === 0) return { hits: [], topScore: 0, relevant: false };
  const query = sql`to_tsquery('english', ${terms.join(' | ')})`;
  const excluded = request.excludeQuestionIds ?? [];
  const rank = sql<number>`ts_rank(${knowledgeChunks.search}, ${query})`;
  const rows = await db
    .select({ chunk: knowledgeChunks, filename: knowledgeDocuments.filename, rank })
    .from(knowledgeChunks)
    .leftJoin(knowledgeDocuments, eq(knowledgeDocuments.id, knowledgeChunks.documentId))
    .where(
      and(
        sql`${knowledgeChunks.search} @@ ${query}`,
        arrayOverlaps(knowledgeChunks.jurisdictions, request.jurisdictions),
        request.sources ? inArray(knowledgeChunks.source, request.sources) : undefined,
        excluded.length > 0
          ? or(
              not(eq(knowledgeChunks.source, 'question')),
              isNull(knowledgeChunks.sourceId),
              not(inArray(knowledgeChunks.sourceId, excluded)),
            )
          : undefined,
      ),
    )
    .orderBy(sql`${rank} desc`)
    .limit(request.limit ?? 8);
  const hits = rows.map(({ chunk, filename, rank }) => ({
    chunkId: chunk.id,
    source: chunk.source,
    heading: chunk.heading,
    body: chunk.body,
    snippet: chunk.body.length > 200 ? `${chunk.body.slice(0, 197)}...` : chunk.body,
    score: termCoverage(terms, topicTerms(`${chunk.heading} ${chunk.body}`)) + Number(rank),
    citation: citationOf(chunk, filename),
  }));
  hits.sort((a, b) => b.score - a.score);
  const top = hits[0];
  const coverage = top ? termCoverage(terms, topicTerms(`${top.heading} ${top.body}`)) : 0;
  return { hits, topScore: top?.score ?? 0, relevant: coverage >= relevantCoverage };
}

function citationOf(chunk: TKnowledgeChunkRow, filename: string | null): TCitationTarget {
  const [lessonTitle = chunk.heading, sectionTitle = null] = chunk.heading.split(' › ');
  switch (chunk.source) {
    case 'document':
      return {
        kind: 'document',
        documentId: chunk.documentId ?? '',
        filename: filename ?? '',
        pageStart: chunk.pageStart,
        pageEnd: chunk.pageEnd,
        rowStart: chunk.rowStart,
        rowEnd: chunk.rowEnd,
      };
    case 'lesson':
      return { kind: 'lesson', lessonId: chunk.sourceId ?? '', lessonTitle, sectionId: chunk.sectionId, sectionTitle };
    case 'glossary':
      return { kind: 'glossary', termId: chunk.sourceId ?? '', term: chunk.heading };
    case 'question':
      return { kind: 'question', questionId: chunk.sourceId ?? '', lessonId: null, sectionId: chunk.sectionId };
  }
}
