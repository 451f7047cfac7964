import type { TTopicSelectionInput } from '../../../shared/contract/ai';

/** A selection being made: any mix of choices, not yet one the server would accept. */
export type TDraftSelection =
  | { type: 'Core'; topics: string[] }
  | { type: 'Category'; state: string | null; tagIds: string[] };

/** Spec 4: Core starts with no topics, Category with no state and no tags. */
export const emptySelection = (type: TDraftSelection['type']): TDraftSelection =>
  type === 'Core' ? { type, topics: [] } : { type, state: null, tagIds: [] };

/** Generate is allowed once a type is chosen and Core has a topic, or Category a state and a tag (spec 4). */
export const readySelection = (draft: TDraftSelection | null): TTopicSelectionInput | null => {
  if (!draft) return null;
  if (draft.type === 'Core') return draft.topics.length ? (draft as TTopicSelectionInput) : null;
  return draft.state && draft.tagIds.length ? { type: 'Category', state: draft.state, tagIds: draft.tagIds } : null;
};
