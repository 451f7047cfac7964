import type { TRelatedLesson, TTutorCitation } from '../../../shared/contract/tutor';
import { tutorPageTexts } from '../../../shared/domain/tutor-texts';
import type { TRetrievalHit } from '../knowledge/retrieval-types';

const lessonUrl = (lessonId: string, sectionId: string | null) =>
  `/course/lessons/${encodeURIComponent(lessonId)}${sectionId ? `#${encodeURIComponent(sectionId)}` : ''}`;

/** "page 4" or "pages 4-5" for a PDF passage; null when the document has no pages (TXT, CSV). */
export function pageLabel(pageStart: number | null, pageEnd: number | null): string | null {
  if (pageStart === null) return null;
  return pageEnd !== null && pageEnd !== pageStart
    ? tutorPageTexts.pages(pageStart, pageEnd)
    : tutorPageTexts.page(pageStart);
}

/**
 * What the learner sees for a cited passage (spec: the cited file names; issue 14: the file name as uploaded, or the
 * lesson's title for content-pack material, plus title, page or section, a snippet and where to open it).
 */
export function citationFor(hit: TRetrievalHit, number: number): TTutorCitation {
  const common = { number, snippet: hit.snippet, chunkId: hit.chunkId };
  const target = hit.citation;
  switch (target.kind) {
    case 'document':
      return {
        ...common,
        filename: target.filename,
        title: hit.heading || target.filename,
        page: pageLabel(target.pageStart, target.pageEnd),
        section: hit.heading || null,
        url: null,
      };
    case 'lesson':
      return {
        ...common,
        filename: target.lessonTitle,
        title: target.sectionTitle ? `${target.lessonTitle} › ${target.sectionTitle}` : target.lessonTitle,
        page: null,
        section: target.sectionTitle,
        url: lessonUrl(target.lessonId, target.sectionId),
      };
    case 'glossary':
      return { ...common, filename: 'Glossary', title: target.term, page: null, section: null, url: '/glossary' };
    case 'question':
      return {
        ...common,
        filename: 'Practice question explanation',
        title: hit.heading || 'Practice question explanation',
        page: null,
        section: null,
        url: target.lessonId ? lessonUrl(target.lessonId, target.sectionId) : null,
      };
  }
}

/** Lessons to suggest when the material does not answer: from the weak hits, never presented as sources. */
export function relatedLessons(hits: readonly TRetrievalHit[], limit = 3): TRelatedLesson[] {
  const seen = new Set<string>();
  const related: TRelatedLesson[] = [];
  for (const { citation } of hits) {
    if (citation.kind !== 'lesson' || seen.has(citation.lessonId)) continue;
    seen.add(citation.lessonId);
    related.push({ title: citation.lessonTitle, url: lessonUrl(citation.lessonId, null) });
    if (related.length === limit) break;
  }
  return related;
}

/**
 * The citations an answer really used: the numbers [n] that appear in its text, among the sources it was given
 * (a model may invent a number; it is dropped), numbered as the answer numbered them.
 */
export function citationsUsed(answer: string, sources: readonly TRetrievalHit[]): TTutorCitation[] {
  const numbers = new Set([...answer.matchAll(/\[(\d{1,3})\]/g)].map((match) => Number(match[1])));
  return [...numbers]
    .filter((n) => n >= 1 && n <= sources.length)
    .sort((a, b) => a - b)
    .map((n) => citationFor(sources[n - 1]!, n));
}
