import type { FastifyInstance } from 'fastify';
import {
  addDeck,
  createFlashcard,
  deleteFlashcard,
  exportFlashcards,
  getReviewQueue,
  importAnkiPackage,
  importFlashcards,
  listFlashcards,
  reviewFlashcard,
  undoReview,
  updateFlashcard,
} from '../../../shared/contract/flashcards';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import { consumeUserRateLimit } from '../rate-limit/rate-limit.service';
import { previewContext, withNextIntervals, withQueuePreviews } from './answer-preview';
import * as transfer from './flashcard-transfer.service';
import * as flashcards from './flashcards.service';
import * as review from './review.service';
import { undoLastAnswer } from './review-undo.service';

const exportFiles = {
  csv: { type: 'text/csv; charset=utf-8', extension: 'csv' },
  anki: { type: 'text/plain; charset=utf-8', extension: 'txt' },
  apkg: { type: 'application/octet-stream', extension: 'apkg' },
} as const;

export function registerFlashcardRoutes(app: FastifyInstance, db: TDatabase) {
  route(app, listFlashcards, ({ input, user }) => flashcards.listFlashcards(db, user.id, input));
  route(app, createFlashcard, ({ input, user }) => flashcards.createFlashcard(db, user.id, input));
  route(app, updateFlashcard, ({ input, user }) => flashcards.updateFlashcard(db, user.id, input));
  route(app, deleteFlashcard, ({ input, user }) => flashcards.deleteFlashcard(db, user.id, input.id));
  // Fuzz on in the product, seeded per card as Anki seeds it, so the previews and the answer agree; the services take
  // none by default so tests get Anki's exact intervals. Days are the learner's study days in their time zone. Each
  // answer and undo answers the card with its next intervals from now, for when it comes back in the session.
  route(app, reviewFlashcard, async ({ input, user, now }) => {
    const card = await review.reviewCard(db, { userId: user.id, ...input, now, timeZone: user.timezone, fuzz: true });
    return withNextIntervals(card, previewContext(now, user.timezone, true));
  });
  route(app, undoReview, async ({ input, user, now }) =>
    withNextIntervals(
      await undoLastAnswer(db, { userId: user.id, id: input.id }),
      previewContext(now, user.timezone, true),
    ),
  );
  route(app, getReviewQueue, async ({ user, now }) => {
    const queue = await review.reviewQueue(db, user.id, now, user.timezone);
    return withQueuePreviews(queue, previewContext(now, user.timezone, true));
  });
  route(app, exportFlashcards, async ({ input, user, reply, now }) => {
    // Imports and exports read or build whole files (in a sandbox thread): a few an hour, not a stream.
    await consumeUserRateLimit(db, 'deckExportPerUser', user.id, now);
    const file = exportFiles[input.format];
    reply
      .type(file.type)
      .header('content-disposition', `attachment; filename="flashcards-${input.format}.${file.extension}"`);
    return transfer.exportDeck(db, user.id, input.format, now);
  });
  route(app, importFlashcards, async ({ input, user, now }) => {
    await consumeUserRateLimit(db, 'deckImportPerUser', user.id, now);
    return transfer.importDeck(db, user.id, input);
  });
  route(app, importAnkiPackage, async ({ input, user, now }) => {
    await consumeUserRateLimit(db, 'deckImportPerUser', user.id, now);
    return transfer.importAnkiPackage(db, user.id, {
      bytes: input.file.bytes,
      keepScheduling: input.keepScheduling,
      now,
    });
  });
  route(app, addDeck, ({ input, user }) => flashcards.addDeck(db, user.id, input.topic));
}
