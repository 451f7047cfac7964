import type { TGeneratedFlashcard, TTopicSelection } from '../../../shared/contract/ai';
import type { TAskedQuestion } from '../../db/schema';

export interface TFlashcardRequest {
  selection: TTopicSelection;
  count: number;
  /** The learner's jurisdictions (federal plus their states): a model writes only from material tagged for them. */
  jurisdictions: string[];
  /** Source ids of cards the learner already has; the generator leaves them out. */
  exclude: Set<string>;
  /** Bank questions whose keys the learner may not see now; no card is made from them. */
  hiddenQuestionIds: Set<string>;
}

export interface TQuizRequest {
  selection: TTopicSelection;
  count: number;
  /** The learner's jurisdictions (federal plus their states): a model writes only from material tagged for them. */
  jurisdictions: string[];
  /** Bank question ids the learner saw in their latest attempts, most recent first; asked again only when needed. */
  recentlySeen: string[];
  /** Bank questions whose keys the learner may not see now (their running exam's); never asked. */
  exclude: Set<string>;
}

/** Where generated study material comes from: the offline engine on the content pack, or a model server. */
export interface TAiProvider {
  readonly name: 'offline' | 'openai-compatible';
  generateFlashcards(request: TFlashcardRequest): Promise<TGeneratedFlashcard[]>;
  /** Questions with their keys and explanations; the server keeps the keys of a timed exam to itself. */
  generateQuiz(request: TQuizRequest): Promise<TAskedQuestion[]>;
}
