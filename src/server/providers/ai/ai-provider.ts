import type { TGeneratedFlashcard, TTopicSelection } from '../../../shared/contract/ai';

export interface TFlashcardRequest {
  selection: TTopicSelection;
  count: number;
  /** Source ids of cards the learner already has; the generator leaves them out. */
  exclude: Set<string>;
}

/** Where generated study material comes from: the offline engine on the content pack, or a model server. */
export interface TAiProvider {
  readonly name: 'offline' | 'openai-compatible';
  generateFlashcards(request: TFlashcardRequest): Promise<TGeneratedFlashcard[]>;
}
