import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  TConversationSummary,
  TRelatedLesson,
  TStoredTutorMessage,
  TTutorCitation,
} from '../../../shared/contract/tutor';
import { tutorLimits, tutorMessages } from '../../../shared/domain/tutor-texts';
import type { TDatabase } from '../../db/client';
import { tutorMessages as messagesTable, tutorConversations, tutorFeedback } from '../../db/schema';
import { notFound } from '../../http-error';

const summaryColumns = {
  id: tutorConversations.id,
  title: tutorConversations.title,
  createdAt: tutorConversations.createdAt,
  updatedAt: tutorConversations.updatedAt,
};

/** A learner's own conversation; another learner's id is answered exactly like one that does not exist. */
export async function ownConversation(db: TDatabase, userId: number, id: string): Promise<TConversationSummary> {
  const [conversation] = await db
    .select(summaryColumns)
    .from(tutorConversations)
    .where(and(eq(tutorConversations.id, id), eq(tutorConversations.userId, userId)));
  if (!conversation) throw notFound(tutorMessages.conversationNotFound);
  return conversation;
}

export async function listConversations(db: TDatabase, userId: number): Promise<TConversationSummary[]> {
  return db
    .select(summaryColumns)
    .from(tutorConversations)
    .where(eq(tutorConversations.userId, userId))
    .orderBy(desc(tutorConversations.updatedAt))
    .limit(tutorLimits.conversationListSize);
}

export async function conversationWithMessages(db: TDatabase, userId: number, id: string) {
  const conversation = await ownConversation(db, userId, id);
  const rows = await db
    .select({
      id: messagesTable.id,
      role: messagesTable.role,
      content: messagesTable.content,
      citations: messagesTable.citations,
      related: messagesTable.related,
      refused: messagesTable.refused,
      createdAt: messagesTable.createdAt,
      rating: tutorFeedback.rating,
    })
    .from(messagesTable)
    .leftJoin(tutorFeedback, eq(tutorFeedback.messageId, messagesTable.id))
    .where(eq(messagesTable.conversationId, id))
    // A question and its answer never share a timestamp in practice; if they did, the question comes first.
    .orderBy(asc(messagesTable.createdAt), desc(messagesTable.role));
  const messages: TStoredTutorMessage[] = rows.map((row) => ({ ...row, rating: row.rating ?? null }));
  return { ...conversation, messages };
}

export async function deleteConversation(db: TDatabase, userId: number, id: string) {
  const deleted = await db
    .delete(tutorConversations)
    .where(and(eq(tutorConversations.id, id), eq(tutorConversations.userId, userId)))
    .returning({ id: tutorConversations.id });
  if (deleted.length === 0) throw notFound(tutorMessages.conversationNotFound);
}

const titleOf = (message: string) => {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  return oneLine.length <= tutorLimits.titleMaxLength
    ? oneLine
    : `${oneLine.slice(0, tutorLimits.titleMaxLength - 1)}…`;
};

/** Stores the learner's question, in a new conversation when none is given; answers the conversation's id. */
export async function recordQuestion(db: TDatabase, userId: number, conversationId: string | null, message: string) {
  return db.transaction(async (tx) => {
    let id = conversationId;
    if (id === null) {
      const [created] = await tx
        .insert(tutorConversations)
        .values({ userId, title: titleOf(message) })
        .returning({ id: tutorConversations.id });
      id = created!.id;
    } else {
      await tx.update(tutorConversations).set({ updatedAt: new Date() }).where(eq(tutorConversations.id, id));
    }
    await tx.insert(messagesTable).values({ conversationId: id, role: 'user', content: message });
    return id;
  });
}

export interface TRecordedAnswer {
  content: string;
  citations: TTutorCitation[];
  related: TRelatedLesson[];
  engine: 'offline' | 'model';
  refused: boolean;
}

export async function recordAnswer(db: TDatabase, conversationId: string, answer: TRecordedAnswer) {
  const [row] = await db
    .insert(messagesTable)
    .values({ conversationId, role: 'assistant', ...answer })
    .returning({ id: messagesTable.id });
  return row!.id;
}

/** The conversation's earlier turns, oldest first, at most `limit` of them. */
export async function recentTurns(db: TDatabase, conversationId: string, limit: number) {
  const rows = await db
    .select({ role: messagesTable.role, content: messagesTable.content })
    .from(messagesTable)
    .where(eq(messagesTable.conversationId, conversationId))
    .orderBy(desc(messagesTable.createdAt))
    .limit(limit);
  return rows.reverse();
}

/** Stores (or replaces) the learner's rating of one of their own answers. */
export async function rateAnswer(
  db: TDatabase,
  userId: number,
  messageId: string,
  rating: 'up' | 'down',
  comment: string | null,
) {
  const [message] = await db
    .select({ id: messagesTable.id })
    .from(messagesTable)
    .innerJoin(tutorConversations, eq(tutorConversations.id, messagesTable.conversationId))
    .where(
      and(
        eq(messagesTable.id, messageId),
        eq(tutorConversations.userId, userId),
        inArray(messagesTable.role, ['assistant']),
      ),
    );
  if (!message) throw notFound(tutorMessages.messageNotFound);
  await db
    .insert(tutorFeedback)
    .values({ messageId, rating, comment: comment || null })
    .onConflictDoUpdate({
      target: tutorFeedback.messageId,
      set: { rating, comment: comment || null, createdAt: sql`now()` },
    });
}
