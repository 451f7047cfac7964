import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { knowledgeChunks, questions } from '../../db/schema';
import { toHit } from '../knowledge/retrieval-hits';
import type { TRetrievalHit } from '../knowledge/retrieval-types';

/**
 * The passages of the lesson section that teaches a bank question (issue 26: hints are written from the question's
 * own section, not from whatever ranks first). Empty when the question has no section, the section is one a running
 * exam teaches, or its lesson is not among the learner's jurisdictions.
 */
export async function ownSectionPassages(
  db: TDatabase,
  questionId: string | null,
  scope: { jurisdictions: readonly string[]; excludeSections: readonly string[] },
): Promise<TRetrievalHit[]> {
  if (!questionId) return [];
  const [question] = await db
    .select({ section: questions.section })
    .from(questions)
    .where(eq(questions.id, questionId));
  const section = question?.section;
  if (!section || scope.excludeSections.includes(section)) return [];
  const [lessonId, sectionId] = section.split('#');
  const rows = await db
    .select()
    .from(knowledgeChunks)
    .where(
      and(
        eq(knowledgeChunks.source, 'lesson'),
        eq(knowledgeChunks.sourceId, lessonId ?? ''),
        eq(knowledgeChunks.sectionId, sectionId ?? ''),
      ),
    )
    .orderBy(knowledgeChunks.position);
  return rows
    .filter((row) => row.jurisdictions.some((j) => scope.jurisdictions.includes(j)))
    .map((row) =>
      toHit(
        {
          id: row.id,
          source: row.source,
          source_id: row.sourceId,
          section_id: row.sectionId,
          document_id: row.documentId,
          filename: null,
          page_start: row.pageStart,
          page_end: row.pageEnd,
          row_start: row.rowStart,
          row_end: row.rowEnd,
          heading: row.heading,
          body: row.body,
          jurisdictions: row.jurisdictions,
          snippet: row.body.slice(0, 200),
          score: null,
          coverage: null,
        },
        1,
      ),
    );
}
