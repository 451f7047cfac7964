import type { FastifyInstance } from 'fastify';
import { getHomepageFlashcards, getHomepageKnowledge } from '../../../shared/contract/homepage';
import { route } from '../../plugins/contract';
import { loadHomepageContent } from './homepage-content';

export function registerHomepageRoutes(app: FastifyInstance) {
  route(app, getHomepageKnowledge, async () => ({
    knowledgeExcerpts: (await loadHomepageContent()).knowledgeExcerpts,
  }));
  route(app, getHomepageFlashcards, async () => ({ flashcards: (await loadHomepageContent()).flashcards }));
}
