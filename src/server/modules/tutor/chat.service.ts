import type { TChatRequest, TTutorEvent } from '../../../shared/contract/tutor';
import { rateLimits } from '../../../shared/domain/limits';
import { tutorLimits, tutorMessages } from '../../../shared/domain/tutor-texts';
import type { TDatabase } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { conflict, HttpError } from '../../http-error';
import type { TRetrievalHit, TRetrievalRequest, TRetriever } from '../knowledge/retrieval-types';
import { getPlatformConfig } from '../platform/platform.service';
import { keysHiddenFromLearner, sectionsTeaching } from '../quizzes/hidden-keys.service';
import { consumeRateLimit } from '../rate-limit/rate-limit.service';
import { calculationText, methodLesson, usesExamNumbers } from './calculation-reply';
import { calculate } from './calculator/calculator';
import { citationsUsed, relatedLessons } from './citations';
import * as conversations from './conversations.service';
import type { TTutorEngine, TTutorEngineRequest, TTutorTurn } from './engine-types';
import { asksExamQuestion } from './exam-guard';
import { restatedFollowUp, retrievalQueries } from './follow-up-query';
import { answerSources, composeOfflineAnswer } from './offline-engine';
import { acquireReplyLock } from './reply-lock';
import { smallTalkReply } from './small-talk';
import { learnerJurisdictions } from './tutor-jurisdictions';
import { namesMissingFrom } from './uncovered';

/** Passages retrieved, and how many of them an answer may cite. */
const retrievalLimit = 8;
const maxSources = 5;

export interface TTutorDependencies {
  retriever: TRetriever;
  engine: TTutorEngine;
}

/** Where a model failure is reported (the request's logger); the learner gets the offline answer meanwhile. */
export type TModelFailureLog = (error: unknown) => void;

/** Per-learner message limits, with the tutor's own words in the 429 (Retry-After is kept). */
async function countMessage(db: TDatabase, userId: number, now: Date) {
  const limits = [
    [rateLimits.tutorPerMinute, 'minute', tutorMessages.tooManyPerMinute],
    [rateLimits.tutorPerDay, 'day', tutorMessages.tooManyPerDay],
  ] as const;
  for (const [rule, window, text] of limits) {
    try {
      await consumeRateLimit(db, `tutor:${window}:${userId}`, rule, now);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) throw new HttpError(429, text, error.headers);
      throw error;
    }
  }
}

/**
 * Starts a reply to a learner's message (issue 14). Everything that can be refused plainly (limits, someone else's
 * conversation, a reply already running) is refused here, before the stream starts; the returned events then carry
 * the conversation id, the answer in pieces, its citations, and the stored answer's id.
 */
export async function startReply(
  db: TDatabase,
  dependencies: TTutorDependencies,
  user: TUserRow,
  input: TChatRequest,
  now: Date,
  signal: AbortSignal,
  logModelFailure: TModelFailureLog = () => undefined,
): Promise<AsyncIterable<TTutorEvent>> {
  await countMessage(db, user.id, now);
  const existing = input.conversationId ?? null;
  if (existing) await conversations.ownConversation(db, user.id, existing);
  const release = await acquireReplyLock(db, user.id, now);
  if (!release) throw conflict(tutorMessages.replyInProgress);
  try {
    const history = existing ? await conversations.recentTurns(db, existing, tutorLimits.historyForModel) : [];
    const conversationId = await conversations.recordQuestion(db, user.id, existing, input.message);
    const context = { user, message: input.message, conversationId, history, signal, logModelFailure, now };
    return replyEvents(db, dependencies, context, release);
  } catch (error) {
    await release();
    throw error;
  }
}

interface TReplyContext {
  user: TUserRow;
  message: string;
  conversationId: string;
  history: TTutorTurn[];
  signal: AbortSignal;
  logModelFailure: TModelFailureLog;
  now: Date;
}

async function* replyEvents(
  db: TDatabase,
  { retriever, engine }: TTutorDependencies,
  context: TReplyContext,
  release: () => Promise<void>,
): AsyncGenerator<TTutorEvent> {
  const { conversationId, message, history, user, now } = context;
  let content = '';
  let sources: TRetrievalHit[] = [];
  let settled = false;
  let writtenBy: TTutorEngine['name'] = engine.name;
  try {
    yield { conversationId };
    const hidden = await keysHiddenFromLearner(db, user.id, now);
    const calculation = calculate(message);
    // A running exam's question is not answered, nor computed from its numbers however it is reworded.
    if (
      asksExamQuestion(message, hidden.questionTexts) ||
      (calculation && usesExamNumbers(message, hidden.questionTexts))
    ) {
      yield* refusal(db, conversationId, tutorMessages.examRunning, []);
      settled = true;
      return;
    }
    const scope = {
      jurisdictions: learnerJurisdictions(user.states),
      limit: retrievalLimit,
      excludeQuestionIds: [...hidden.questionIds],
      // The sections that teach the exam's questions too: a reworded question then finds nothing to answer from.
      excludeSections: await sectionsTeaching(db, hidden.questionIds),
    };
    let pieces: AsyncIterable<string> | Iterable<string>;
    const shortReply = smallTalkReply(message);
    if (shortReply) {
      // A greeting, thanks or another language: a short reply of our own, not a search of the material.
      writtenBy = 'offline';
      pieces = [shortReply];
    } else if (calculation) {
      // Computed, never quoted or left to a model (issue 26): the calculator's text is the reply on every engine.
      writtenBy = 'offline';
      sources = await methodLesson(db, retriever, calculation, scope);
      pieces = [calculationText(calculation, sources[0])];
    } else {
      const found = await groundedSources(db, retriever, message, history, scope);
      if (!found.relevant) {
        // Name what is missing when the question names it (a state, a product): "doesn't cover Oregon" (issue 26).
        const missing = namesMissingFrom(message, found.hits);
        const text = missing.length > 0 ? tutorMessages.notInMaterial(missing) : tutorMessages.notCovered;
        yield* refusal(db, conversationId, text, found.hits);
        settled = true;
        return;
      }
      sources = found.sources;
      const systemPrompt = engine.name === 'model' ? (await getPlatformConfig(db)).aiSystemPrompt : '';
      const request: TTutorEngineRequest = {
        question: message,
        searchText: found.searchText,
        ...(found.followUp ? { followUp: found.followUp } : {}),
        sources,
        history,
        systemPrompt,
        signal: context.signal,
      };
      pieces = answerWithFallback(engine, request, context.logModelFailure);
    }
    for await (const piece of pieces) {
      content += piece;
      yield { content: piece };
    }
    const citations = citationsUsed(content, sources);
    settled = true;
    const messageId = await conversations.recordAnswer(db, conversationId, {
      content,
      citations,
      related: [],
      engine: writtenBy,
      refused: false,
    });
    yield { citations };
    yield { done: { messageId, refused: false } };
  } finally {
    // Stopped by the learner (or the connection): keep what was already shown, so the history matches the screen.
    if (!settled && content.length > 0) {
      await conversations
        .recordAnswer(db, conversationId, {
          content,
          citations: citationsUsed(content, sources),
          related: [],
          engine: writtenBy,
          refused: false,
        })
        .catch(() => undefined);
    }
    await release();
  }
}

/**
 * The passages to answer from: the message's retrieval, then (for a follow-up) with the previous questions, until one
 * is relevant. Grounded or nothing: the refusal is decided here, before any engine (or model) is asked.
 */
async function groundedSources(
  db: TDatabase,
  retriever: TRetriever,
  message: string,
  history: TTutorTurn[],
  scope: Omit<TRetrievalRequest, 'query'>,
) {
  const previous = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  // "Explain that more simply" is searched as the question it stands for: its own words would only add noise. "Why
  // is that important?" keeps its words, which find the passage giving the reason.
  const followUp = restatedFollowUp(message, previous);
  const queries = !followUp
    ? retrievalQueries(message, previous)
    : [followUp.intent === 'why' ? `${message} ${followUp.question}` : followUp.question];
  let searchText = queries[0] ?? message;
  let result = await retriever(db, { query: searchText, ...scope });
  for (const query of queries.slice(1)) {
    if (result.relevant && result.hits.length > 0) break;
    searchText = query;
    result = await retriever(db, { query, ...scope });
  }
  const relevant = result.relevant && result.hits.length > 0;
  return {
    relevant,
    hits: result.hits,
    searchText,
    followUp,
    sources: relevant ? answerSources(followUp?.question ?? message, result.hits, maxSources) : [],
  };
}

async function* refusal(
  db: TDatabase,
  conversationId: string,
  text: string,
  weakHits: readonly TRetrievalHit[],
): AsyncGenerator<TTutorEvent> {
  const related = relatedLessons(weakHits);
  yield { content: text };
  const messageId = await conversations.recordAnswer(db, conversationId, {
    content: text,
    citations: [],
    related,
    engine: 'offline',
    refused: true,
  });
  yield { citations: [] };
  if (related.length > 0) yield { related };
  yield { done: { messageId, refused: true } };
}

/**
 * A model that fails or times out must not leave the learner without an answer (issue 14): whatever it already said
 * stays, a note says what happened, and the offline engine answers from the same passages.
 */
async function* answerWithFallback(
  engine: TTutorEngine,
  request: TTutorEngineRequest,
  logModelFailure: TModelFailureLog,
): AsyncGenerator<string> {
  if (engine.name === 'offline') {
    yield* engine.answer(request);
    return;
  }
  try {
    yield* engine.answer(request);
    return;
  } catch (error) {
    if (request.signal.aborted) throw error;
    logModelFailure(error);
  }
  yield `\n\n${tutorMessages.modelFallbackNote}\n\n`;
  // Not renumbered: what the model already said cites the sources in their first order.
  for (const piece of composeOfflineAnswer(request)) {
    if (request.signal.aborted) return;
    yield piece;
  }
}
