import { and, count, desc, eq } from 'drizzle-orm';
import type { TProblemReport, TReportProblemInput } from '../../../shared/contract/content-admin';
import { type TReportStatus, reportMessages as texts } from '../../../shared/domain/content-admin';
import type { TDatabase } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { deckCards, problemReports, users } from '../../db/schema';
import type { TReportedItem } from '../../db/schema/problem-reports';
import { conflict, notFound } from '../../http-error';
import { ownCardOrNull } from '../flashcards/flashcards.service';
import { findOwnAttemptItem } from '../quizzes/attempts.service';
import { correctAnswerText } from '../quizzes/scoring';
import { itemStatsFor } from './item-analysis.service';
import { presentReport } from './problem-reports.presenter';

interface TLocatedItem {
  itemRef: string | null;
  sourceKey: string;
  topic: string | null;
  item: TReportedItem;
}

/** A question of one of the learner's own closed attempts; keys of a running exam are never part of a report. */
async function locateQuestion(db: TDatabase, userId: number, attemptId: string, position: number) {
  const row = await findOwnAttemptItem(db, userId, attemptId, position);
  if (!row) throw notFound(texts.itemNotFound);
  if (row.status === 'in_progress') throw conflict(texts.attemptOpen);
  const { asked } = row;
  return {
    itemRef: asked.questionId,
    sourceKey: `attempt:${attemptId}:${position}`,
    topic: asked.topic,
    item: { text: asked.question, answer: correctAnswerText(asked), options: asked.options, type: asked.type },
  } satisfies TLocatedItem;
}

/** A card of the learner's own collection; a card copied from a deck points the report at the deck card. */
async function locateCard(db: TDatabase, userId: number, cardId: string): Promise<TLocatedItem> {
  const card = await ownCardOrNull(db, userId, cardId);
  if (!card) throw notFound(texts.itemNotFound);
  const deckId = card.sourceType === 'deck' ? card.sourceId : null;
  const [deck] = deckId
    ? await db.select({ topic: deckCards.topic }).from(deckCards).where(eq(deckCards.id, deckId))
    : [];
  return {
    itemRef: deck ? deckId : null,
    sourceKey: `card:${cardId}`,
    topic: deck?.topic ?? null,
    item: { text: card.front, answer: card.back, options: null, type: null },
  };
}

/** Stores a learner's report; one open report per learner and item. */
export async function reportProblem(db: TDatabase, userId: number, input: TReportProblemInput) {
  const located =
    input.kind === 'question'
      ? await locateQuestion(db, userId, input.attemptId, input.position)
      : await locateCard(db, userId, input.cardId);
  try {
    await db.insert(problemReports).values({
      userId,
      itemKind: input.kind,
      ...located,
      reason: input.reason,
      comment: input.comment ?? '',
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(texts.alreadyReported);
    throw error;
  }
  return { message: texts.sent };
}

const reportColumns = {
  report: problemReports,
  reporter: { id: users.id, displayName: users.displayName, email: users.email },
};

async function withStats(
  db: TDatabase,
  rows: { report: typeof problemReports.$inferSelect; reporter: TProblemReport['reporter'] }[],
) {
  const questionIds = rows.flatMap(({ report }) =>
    report.itemKind === 'question' && report.itemRef ? [report.itemRef] : [],
  );
  const stats = await itemStatsFor(db, [...new Set(questionIds)]);
  return rows.map((row) => presentReport(row, stats));
}

/** Newest first, each with its item and, for a bank question, the item's statistics. */
export async function listReports(db: TDatabase, query: { page: number; limit: number; status: TReportStatus }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(reportColumns)
      .from(problemReports)
      .leftJoin(users, eq(users.id, problemReports.userId))
      .where(eq(problemReports.status, query.status))
      .orderBy(desc(problemReports.createdAt), desc(problemReports.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(problemReports).where(eq(problemReports.status, query.status)),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    reports: await withStats(db, rows),
    pagination: { totalCount, totalPages: Math.ceil(totalCount / query.limit) },
  };
}

/** Closes an open report with the admin's note; a second resolve is refused rather than overwriting the first. */
export async function resolveReport(db: TDatabase, adminId: number, input: { id: string; resolution?: string }) {
  const [updated] = await db
    .update(problemReports)
    .set({ status: 'resolved', resolvedAt: new Date(), resolvedBy: adminId, resolution: input.resolution || null })
    .where(and(eq(problemReports.id, input.id), eq(problemReports.status, 'open')))
    .returning({ id: problemReports.id });
  if (!updated) {
    const [exists] = await db
      .select({ id: problemReports.id })
      .from(problemReports)
      .where(eq(problemReports.id, input.id));
    throw exists ? conflict(texts.alreadyResolved) : notFound(texts.reportNotFound);
  }
  const rows = await db
    .select(reportColumns)
    .from(problemReports)
    .leftJoin(users, eq(users.id, problemReports.userId))
    .where(eq(problemReports.id, input.id));
  const [report] = await withStats(db, rows);
  return report!;
}
