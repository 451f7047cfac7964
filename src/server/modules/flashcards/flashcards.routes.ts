import type { FastifyInstance } from 'fastify';
import {
  addDeck,
  createFlashcard,
  deleteFlashcard,
  getReviewQueue,
  listFlashcards,
  reviewFlashcard,
  updateFlashcard,
} from '../../../shared/contract/flashcards';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import * as flashcards from './flashcards.service';
import * as review from './review.service';

export function registerFlashcardRoutes(app: FastifyInstance, db: TDatabase) {
  route(app, listFlashcards, ({ input, user }) => flashcards.listFlashcards(db, user.id, input));
  route(app, createFlashcard, ({ input, user }) => flashcards.createFlashcard(db, user.id, input));
  route(app, updateFlashcard, ({ input, user }) => flashcards.updateFlashcard(db, user.id, input));
  route(app, deleteFlashcard, ({ input, user }) => flashcards.deleteFlashcard(db, user.id, input.id));
  // Fuzz on in the product; the service takes none in tests to get Anki's exact intervals.
  route(app, reviewFlashcard, ({ input, user }) =>
    review.reviewCard(db, { userId: user.id, ...input, random: Math.random }),
  );
  route(app, getReviewQueue, ({ user }) => review.reviewQueue(db, user.id));
  route(app, addDeck, ({ input, user }) => flashcards.addDeck(db, user.id, input.topic));
}
