import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generateFlashcards } from '../../../shared/contract/ai';
import { rateLimits } from '../../../shared/domain/limits';
import type { TDatabase } from '../../db/client';
import { userFlashcards } from '../../db/schema';
import { route } from '../../plugins/contract';
import type { TAiProvider } from '../../providers/ai/ai-provider';
import { consumeRateLimit } from '../rate-limit/rate-limit.service';

/** How many cards one generation offers. */
const GENERATED_CARDS = 10;

export function registerAiRoutes(app: FastifyInstance, db: TDatabase, ai: TAiProvider) {
  route(app, generateFlashcards, async ({ input, user }) => {
    await consumeRateLimit(db, `ai:user:${user.id}`, rateLimits.aiPerUser);
    const owned = await db
      .select({ sourceId: userFlashcards.sourceId })
      .from(userFlashcards)
      .where(and(eq(userFlashcards.userId, user.id), isNotNull(userFlashcards.sourceId)));
    const exclude = new Set(owned.map((card) => card.sourceId!));
    return { flashcards: await ai.generateFlashcards({ selection: input, count: GENERATED_CARDS, exclude }) };
  });
}
