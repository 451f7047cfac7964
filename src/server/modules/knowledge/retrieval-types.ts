import type { TDatabase } from '../../db/client';
import type { TKnowledgeChunkSource } from '../../db/schema';

/**
 * The retrieval service's interface (DESIGN.md, "Knowledge and AI"): the tutor and the generators ask it, nobody else
 * reads knowledge_chunks. Declared apart from the implementation so its callers can be built and tested against it.
 */
export interface TRetrievalRequest {
  /** Untrusted text: any string must work (it is never spliced into SQL or tsquery syntax). */
  query: string;
  /** Only chunks tagged with at least one of these are searched (the tutor passes 'federal' + the learner's states). */
  jurisdictions: string[];
  limit?: number;
  sources?: TKnowledgeChunkSource[];
  /** Questions whose explanations must not be used now (a running exam's keys). */
  excludeQuestionIds?: string[];
  /**
   * Lesson sections, as `lesson-id#section-id`, that must not be used now (those teaching a running exam's questions):
   * the section's lesson passages and every question explanation that cites it are left out.
   */
  excludeSections?: string[];
}

/** What a passage lets the answer cite. */
export type TCitationTarget =
  | {
      kind: 'document';
      documentId: string;
      filename: string;
      pageStart: number | null;
      pageEnd: number | null;
      rowStart: number | null;
      rowEnd: number | null;
    }
  | { kind: 'lesson'; lessonId: string; lessonTitle: string; sectionId: string | null; sectionTitle: string | null }
  | { kind: 'glossary'; termId: string; term: string }
  | { kind: 'question'; questionId: string; lessonId: string | null; sectionId: string | null };

export interface TRetrievalHit {
  chunkId: string;
  source: TKnowledgeChunkSource;
  heading: string;
  body: string;
  /** A short extract around the matched words, for a citation list. */
  snippet: string;
  score: number;
  citation: TCitationTarget;
  /** The passage's own jurisdictions (always overlapping the request's). */
  jurisdictions: string[];
}

export interface TRetrievalResult {
  hits: TRetrievalHit[];
  topScore: number;
  /** The share of the question's term weight the best lexical hit holds (0-1): with topScore, the relevance verdict. */
  topCoverage: number;
  /** Whether the best hit is relevant enough to answer from; when false, the tutor says the material does not cover it. */
  relevant: boolean;
}

export type TRetriever = (db: TDatabase, request: TRetrievalRequest) => Promise<TRetrievalResult>;
