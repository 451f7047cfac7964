import type { FastifyInstance } from 'fastify';
import { generateFlashcards } from '../../../shared/contract/ai';
import { rateLimits } from '../../../shared/domain/limits';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import type { TAiProvider } from '../../providers/ai/ai-provider';
import { consumeRateLimit } from '../rate-limit/rate-limit.service';
import * as generation from './generate-flashcards.service';

export function registerAiRoutes(app: FastifyInstance, db: TDatabase, ai: TAiProvider) {
  route(app, generateFlashcards, async ({ input, user, now }) => {
    await consumeRateLimit(db, `ai:user:${user.id}`, rateLimits.aiPerUser, now);
    return { flashcards: await generation.generateFlashcards(db, ai, user, input, now) };
  });
}
