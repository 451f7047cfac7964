import { and, arrayOverlaps, eq } from 'drizzle-orm';
import { tutorMessages } from '../../../shared/domain/tutor-texts';
import type { TDatabase } from '../../db/client';
import { knowledgeChunks, knowledgeDocuments, type TUserRow } from '../../db/schema';
import { notFound } from '../../http-error';
import { keysHiddenFromLearner } from '../quizzes/hidden-keys.service';
import { pageLabel } from './citations';
import { learnerJurisdictions } from './tutor-jurisdictions';

/**
 * A cited passage's text, for sources that have no lesson page (uploaded documents). Only passages the learner's
 * jurisdictions allow, so the call cannot be used to read another state's material.
 */
export async function passageForLearner(db: TDatabase, user: TUserRow, chunkId: string, now: Date) {
  const [row] = await db
    .select({
      source: knowledgeChunks.source,
      sourceId: knowledgeChunks.sourceId,
      heading: knowledgeChunks.heading,
      body: knowledgeChunks.body,
      pageStart: knowledgeChunks.pageStart,
      pageEnd: knowledgeChunks.pageEnd,
      filename: knowledgeDocuments.filename,
    })
    .from(knowledgeChunks)
    .leftJoin(knowledgeDocuments, eq(knowledgeDocuments.id, knowledgeChunks.documentId))
    .where(
      and(
        eq(knowledgeChunks.id, chunkId),
        arrayOverlaps(knowledgeChunks.jurisdictions, learnerJurisdictions(user.states)),
      ),
    );
  if (!row) throw notFound(tutorMessages.passageNotFound);
  // A question's passage carries its answer: never while that question is in the learner's running exam.
  if (row.source === 'question' && row.sourceId) {
    const hidden = await keysHiddenFromLearner(db, user.id, now);
    if (hidden.questionIds.has(row.sourceId)) throw notFound(tutorMessages.passageNotFound);
  }
  const page = pageLabel(row.pageStart, row.pageEnd);
  return { title: row.filename ?? row.heading, page, heading: row.heading, body: row.body };
}
