import type { TRetrievalHit } from '../knowledge/retrieval-types';
import type { TFollowUpIntent } from './follow-up-query';

export interface TTutorTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** Everything an engine may use; the refusal has been decided before, so `sources` is never empty. */
export interface TTutorEngineRequest {
  /** The learner's message as typed. */
  question: string;
  /** What retrieval searched for (the message, with the previous question for a follow-up). */
  searchText: string;
  /**
   * A follow-up asking for the last answer again (issue 26: "explain that more simply", "an example?", "why?"): the
   * question it stands for and how to answer it. The offline engine answers that question that way.
   */
  followUp?: { question: string; intent: TFollowUpIntent };
  /**
   * Numbered from 1 in this order: an answer cites them as [1], [2]... An engine may reorder them before its first
   * piece (the offline engine numbers them in the order it cites them); the citations are read from this array.
   */
  sources: TRetrievalHit[];
  /** Earlier turns of the conversation, oldest first (already cut to the model's history length). */
  history: TTutorTurn[];
  /** The admin's AI System Prompt (admin-area.md, Content settings). */
  systemPrompt: string;
  /** Aborted when the learner stops the reply or goes away. */
  signal: AbortSignal;
}

/**
 * One way of writing an answer from retrieved passages (issue 14: offline extractive, or a model). It yields the
 * answer's text in pieces; the server keeps only the citations [n] the text really contains.
 */
export interface TTutorEngine {
  name: 'offline' | 'model';
  answer(request: TTutorEngineRequest): AsyncIterable<string>;
}
