import { asc, eq, inArray } from 'drizzle-orm';
import { tutorConversations, tutorFeedback, tutorMessages } from '../../db/schema';
import type { TUserDataPart } from '../account/user-data-part';

/**
 * Every conversation with the tutor, its messages and the learner's ratings. Messages and ratings hang off the
 * conversation, which cascades from the account, so erasing the account erases them all.
 */
export const tutorConversationsPart: TUserDataPart = {
  table: tutorConversations,
  exportAs: 'tutorConversations',
  async export(db, userId) {
    const owned = await db
      .select()
      .from(tutorConversations)
      .where(eq(tutorConversations.userId, userId))
      .orderBy(asc(tutorConversations.createdAt));
    if (owned.length === 0) return [];
    const messages = await db
      .select({ message: tutorMessages, rating: tutorFeedback.rating, comment: tutorFeedback.comment })
      .from(tutorMessages)
      .leftJoin(tutorFeedback, eq(tutorFeedback.messageId, tutorMessages.id))
      .where(
        inArray(
          tutorMessages.conversationId,
          owned.map((conversation) => conversation.id),
        ),
      )
      .orderBy(asc(tutorMessages.createdAt));
    return owned.map(({ userId: _owner, ...conversation }) => ({
      ...conversation,
      messages: messages
        .filter(({ message }) => message.conversationId === conversation.id)
        .map(({ message: { conversationId: _conversation, ...message }, rating, comment }) => ({
          ...message,
          feedback: rating ? { rating, comment } : null,
        })),
    }));
  },
};
