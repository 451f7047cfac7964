import type { FastifyInstance } from 'fastify';
import {
  deleteAdminFlashcard,
  listAdminFlashcards,
  updateAdminFlashcard,
} from '../../../shared/contract/admin-flashcards';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import * as service from './admin-flashcards.service';

export function registerAdminFlashcardRoutes(app: FastifyInstance, db: TDatabase) {
  route(app, listAdminFlashcards, ({ input }) => service.listAllFlashcards(db, input));
  route(app, updateAdminFlashcard, ({ input }) => service.updateAnyFlashcard(db, input));
  route(app, deleteAdminFlashcard, ({ input }) => service.deleteAnyFlashcard(db, input));
}
