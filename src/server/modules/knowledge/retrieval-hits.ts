import type { TKnowledgeChunkSource } from '../../db/schema';
import type { TCitationTarget, TRetrievalHit } from './retrieval-types';

/** A chunk row as the lanes read it, and how it becomes a hit with its citation. */

export interface TChunkRow {
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

/**
 * The lesson section (`lesson-id#section-id`) a chunk belongs to or cites, for leaving a section out: a lesson chunk
 * stores its lesson and its section's anchor apart (pack-index.ts), a question chunk the whole reference. Null for
 * everything else, and for a lesson's introduction.
 */
export function sectionRefOf(source: string, sourceId: string | null, sectionId: string | null): string | null {
  if (source === 'lesson') return sourceId !== null && sectionId !== null ? `${sourceId}#${sectionId}` : null;
  if (source === 'question') return sectionId;
  return null;
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

export const toHit = (row: TChunkRow, score: number): TRetrievalHit => ({
  chunkId: row.id,
  source: row.source,
  heading: row.heading,
  body: row.body,
  snippet: row.snippet.replace(/\s+/g, ' ').trim(),
  score,
  citation: citationOf(row),
  jurisdictions: row.jurisdictions,
});

export const round = (value: number) => Math.round(value * 1000) / 1000;

/** Reciprocal rank fusion: a chunk's fused score is the sum of 1 / (k + rank) over the lanes that found it. */
export function fuseByRank(lanes: string[][], k = 60): { id: string; score: number }[] {
  const scores = new Map<string, number>();
  for (const lane of lanes) {
    for (const [rank, id] of lane.entries()) scores.set(id, (scores.get(id) ?? 0) + 1 / (k + rank + 1));
  }
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
}
