import type { TDroppedItemReason } from '../../../shared/domain/grounded-generation';
import { groundedGeneration as limits } from '../../../shared/domain/grounded-generation';
import { shuffle } from '../../content/shuffle';
import type { TDatabase } from '../../db/client';
import { bankIndex } from '../../modules/generation/bank-texts';
import { findGroundingPassages, type TGroundingPassage } from '../../modules/generation/grounding-passages';
import { checkWrittenFlashcard, checkWrittenQuestion, type TChecked } from '../../modules/generation/item-validation';
import type { NearDuplicateIndex } from '../../modules/generation/text-similarity';
import type { TRetriever } from '../../modules/knowledge/retrieval-types';
import type { TAiProvider, TFlashcardRequest, TQuizRequest } from './ai-provider';
import type { TItemWriter } from './model-item-writer';

/** Where the provider reports a failed or partly dropped generation (the app's logger). */
export interface TGenerationLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface TGroundedProviderOptions {
  db: TDatabase;
  /** The bank and decks: what fills every place a written item does not take. */
  offline: TAiProvider;
  retrieve: TRetriever;
  writer: TItemWriter;
  timeoutMs?: number;
  log?: TGenerationLog;
  random?: () => number;
}

class GenerationTimeout extends Error {
  constructor(ms: number) {
    super(`the model did not answer within ${ms} ms`);
  }
}

/** A couple more items than needed are asked for, so a dropped one need not leave its place to the bank. */
const spare = 2;

const silent: TGenerationLog = { warn: () => undefined, info: () => undefined };

/**
 * With a model configured (issue 14): part of a practice quiz or flashcard set is written by the model from the
 * retrieved material of the chosen topics, checked item by item; the bank and decks fill the rest. Any failure (no
 * material, an error, malformed output, the timeout) leaves the bank to answer alone, so the request never hangs on
 * the model. Nothing here writes to the database: the caller stores the result in its own transaction afterwards.
 */
export function createGroundedAiProvider(options: TGroundedProviderOptions): TAiProvider {
  const { db, offline, retrieve, writer } = options;
  const timeoutMs = options.timeoutMs ?? limits.modelTimeoutMs;
  const log = options.log ?? silent;
  const random = options.random ?? Math.random;

  async function written<T>(
    kind: 'quiz' | 'flashcards',
    request: TQuizRequest | TFlashcardRequest,
    wanted: number,
    write: (passages: TGroundingPassage[], signal: AbortSignal) => Promise<unknown[]>,
    check: (raw: unknown, passages: TGroundingPassage[], seen: NearDuplicateIndex) => TChecked<T>,
  ): Promise<T[]> {
    if (wanted <= 0) return [];
    try {
      const passages = await findGroundingPassages(db, retrieve, {
        selection: request.selection,
        jurisdictions: request.jurisdictions,
        excludeQuestionIds: 'hiddenQuestionIds' in request ? request.hiddenQuestionIds : request.exclude,
      });
      // Grounded or nothing: without material the model is not asked.
      if (passages.length === 0) return [];
      const seen = await bankIndex(db, kind);
      const raw = await withDeadline((signal) => write(passages, signal));
      const dropped: Partial<Record<TDroppedItemReason, number>> = {};
      const accepted: T[] = [];
      for (const item of raw) {
        const verdict = check(item, passages, seen);
        if (verdict.ok) accepted.push(verdict.item);
        else dropped[verdict.reason] = (dropped[verdict.reason] ?? 0) + 1;
      }
      if (Object.keys(dropped).length > 0) log.info({ kind, dropped }, 'model-written items dropped');
      return accepted.slice(0, wanted);
    } catch (error) {
      log.warn({ err: error, kind }, 'grounded generation failed; the bank answers alone');
      return [];
    }
  }

  /**
   * The model call, abandoned at the deadline: the abort stops the SDK's request, and the race settles even if
   * something inside ignored the signal.
   */
  async function withDeadline<R>(call: (signal: AbortSignal) => Promise<R>): Promise<R> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new GenerationTimeout(timeoutMs);
        controller.abort(error);
        reject(error);
      }, timeoutMs);
    });
    try {
      return await Promise.race([call(controller.signal), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    name: 'openai-compatible',
    async generateQuiz(request) {
      const wanted = Math.floor(request.count * limits.generatedShare);
      const ours = (
        await written(
          'quiz',
          request,
          wanted,
          (p, signal) => writer.writeQuestions(p, wanted + spare, signal),
          checkWrittenQuestion,
        )
      ).map((question) => ({ ...question, options: shuffle(question.options ?? [], random) }));
      // Options in a fresh order, as the bank's are: models tend to put the key first.
      const bank = await offline.generateQuiz({ ...request, count: request.count - ours.length });
      return shuffle([...ours, ...bank], random);
    },
    async generateFlashcards(request) {
      const wanted = Math.floor(request.count * limits.generatedShare);
      const ours = (
        await written(
          'flashcards',
          request,
          wanted,
          (p, signal) => writer.writeFlashcards(p, wanted + spare, signal),
          checkWrittenFlashcard,
        )
      ).filter((card) => !request.exclude.has(card.sourceId));
      const bank = await offline.generateFlashcards({ ...request, count: request.count - ours.length });
      return shuffle([...ours, ...bank], random);
    },
  };
}
