import type { FastifyInstance } from 'fastify';
import * as contract from '../../../shared/contract/tutor';
import { rateLimits } from '../../../shared/domain/limits';
import type { TDatabase } from '../../db/client';
import { route, streamRoute } from '../../plugins/contract';
import { consumeRateLimit } from '../rate-limit/rate-limit.service';
import { startReply, type TTutorDependencies } from './chat.service';
import * as conversations from './conversations.service';
import { hintFor } from './hint.service';
import { passageForLearner } from './passage.service';
import { tutorUsage } from './tutor-usage.service';

export function registerTutorRoutes(app: FastifyInstance, db: TDatabase, dependencies: TTutorDependencies) {
  streamRoute(app, contract.chat, async ({ input, user, request, reply, now }) => {
    // Stop (or a closed tab) ends the connection before the answer is complete: tell the engine to stop too.
    const stopped = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) stopped.abort();
    });
    const logModelFailure = (error: unknown) =>
      request.log.warn({ err: error }, 'the tutor model failed; answered with the offline engine');
    return startReply(db, dependencies, user, input, now, stopped.signal, logModelFailure);
  });

  route(app, contract.listConversations, async ({ user }) => ({
    conversations: await conversations.listConversations(db, user.id),
  }));

  route(app, contract.getConversation, async ({ input, user }) =>
    conversations.conversationWithMessages(db, user.id, input.id),
  );

  route(app, contract.deleteConversation, async ({ input, user }) => {
    await conversations.deleteConversation(db, user.id, input.id);
    return { success: true as const };
  });

  route(app, contract.getPassage, async ({ input, user, now }) => passageForLearner(db, user, input.chunkId, now));

  route(app, contract.rateAnswer, async ({ input, user }) => {
    await conversations.rateAnswer(db, user.id, input.messageId, input.rating, input.comment ?? null);
    return { success: true as const };
  });

  route(app, contract.tutorUsage, async ({ now }) => tutorUsage(db, now));

  route(app, contract.askHint, async ({ input, user, now }) => {
    await consumeRateLimit(db, `tutor:hint:${user.id}`, rateLimits.aiPerUser, now);
    return hintFor(db, dependencies.retriever, user, input, now);
  });
}
