// The review session's order, after Anki's v3 queue (rslib/src/scheduler/queue/: mod.rs, learning.rs):
// - learning cards answered in the session wait for their step; one that is due (by the time of the last answer)
//   is shown before the rest of today's cards;
// - then today's cards in the server's order (due cards, then new ones), the list spec 4's index, Skip and Previous
//   move through;
// - when that list is done, a learning card due within the learn-ahead limit (20 minutes) is shown at once;
// - a learning card due later today makes the session wait for it; a step reaching the next day leaves the session.
// Pure: the hook (use-review-session.ts) keeps the state and passes the time.
import type { TReviewCard } from '../../../shared/contract/flashcards';
import { learnAheadSeconds } from '../../../shared/domain/answer-button-time';

const learnAheadMs = learnAheadSeconds * 1000;

export interface TLearningEntry {
  card: TReviewCard;
  /** When it may be shown: its due time, or a second after another learning card (see requeue). */
  showAt: number;
}

export interface TReviewQueueState {
  /** The cards in the order the session shows them: today's queue, with learning cards placed as they come back. */
  cards: TReviewCard[];
  index: number;
  /** Cards answered in this session that are still in a learning step due today, soonest first. */
  learning: TLearningEntry[];
  /** Spec 4's reviewed list: the ids of the cards graded, without the ones Previous went back over. */
  reviewed: string[];
  /** When the learner's next day starts (ms): a learning step due from then on is not for this session. */
  nextDayAt: number;
}

const isLearning = (card: TReviewCard) => card.schedule.state === 'learning' || card.schedule.state === 'relearning';

/** Anki's "intraday learning": a learning step that is due before the next day starts. */
const isIntradayLearning = (card: TReviewCard, nextDayAt: number) =>
  isLearning(card) && !card.isSuspended && card.schedule.dueAt.getTime() < nextDayAt;

const bySoonest = (a: TLearningEntry, b: TLearningEntry) => a.showAt - b.showAt;

/** Shows a learning card at the index, taken out of the learning queue. */
function showLearning(state: TReviewQueueState, entry: TLearningEntry): TReviewQueueState {
  const cards = [...state.cards];
  cards.splice(state.index, 0, entry.card);
  return { ...state, cards, learning: state.learning.filter((other) => other !== entry) };
}

/** Picks the card for the current index: a due learning card first, then the list, then one due within 20 minutes. */
export function settle(state: TReviewQueueState, now: number): TReviewQueueState {
  const [first] = state.learning;
  if (first && first.showAt <= now) return showLearning(state, first);
  if (state.index < state.cards.length) return state;
  if (first && first.showAt <= now + learnAheadMs) return showLearning(state, first);
  return state;
}

/** Today's queue as a session: learning cards wait for their step, the rest keep the server's order. */
export function startQueue(queue: TReviewCard[], nextDayAt: Date, now: number): TReviewQueueState {
  const next = nextDayAt.getTime();
  const learning = queue
    .filter((card) => isIntradayLearning(card, next))
    .map((card) => ({ card, showAt: card.schedule.dueAt.getTime() }))
    .sort(bySoonest);
  const cards = queue.filter((card) => !isIntradayLearning(card, next));
  return settle({ cards, index: 0, learning, reviewed: [], nextDayAt: next }, now);
}

export const advance = (state: TReviewQueueState, now: number) => settle({ ...state, index: state.index + 1 }, now);

/** Previous: back one card, which leaves the reviewed list (spec 4). */
export function goBack(state: TReviewQueueState): TReviewQueueState {
  const earlier = state.cards[state.index - 1];
  if (!earlier) return state;
  return { ...state, index: state.index - 1, reviewed: state.reviewed.filter((id) => id !== earlier.id) };
}

/**
 * Puts a learning card back in the queue, like Anki's requeue_learning_entry: when it would be shown again at once
 * and nothing else is left in the list, it goes a second after the next learning card instead, so the learner does
 * not see the same card twice in a row while another one is waiting.
 */
function requeue(state: TReviewQueueState, card: TReviewCard, now: number): TLearningEntry[] {
  const learning = state.learning.filter((entry) => entry.card.id !== card.id);
  let showAt = card.schedule.dueAt.getTime();
  const cutoff = now + learnAheadMs;
  const listDone = state.index + 1 >= state.cards.length;
  const [next] = learning;
  if (showAt <= cutoff && listDone && next && next.showAt >= showAt && next.showAt + 1000 < cutoff) {
    showAt = next.showAt + 1000;
  }
  return [...learning, { card, showAt }].sort(bySoonest);
}

/** After an answer: the card as the server now has it, in the reviewed list, back in the queue if still learning. */
export function answered(state: TReviewQueueState, result: TReviewCard, now: number): TReviewQueueState {
  const cards = state.cards.map((card, position) => (position === state.index ? result : card));
  const learning = isIntradayLearning(result, state.nextDayAt) ? requeue(state, result, now) : state.learning;
  const reviewed = [...state.reviewed.filter((id) => id !== result.id), result.id];
  return advance({ ...state, cards, learning, reviewed }, now);
}

/** The state before an undone answer, showing the card again as the server restored it. */
export function restored(before: TReviewQueueState, card: TReviewCard): TReviewQueueState {
  const swap = (other: TReviewCard) => (other.id === card.id ? card : other);
  return {
    ...before,
    cards: before.cards.map(swap),
    learning: before.learning.map((entry) => ({ ...entry, card: swap(entry.card) })),
  };
}

export const currentCard = (state: TReviewQueueState): TReviewCard | undefined => state.cards[state.index];

/** When the session waits for a learning card: the time it enters the learn-ahead window; null when not waiting. */
export function waitingUntil(state: TReviewQueueState): number | null {
  if (currentCard(state)) return null;
  const [first] = state.learning;
  return first ? first.showAt - learnAheadMs : null;
}

export const isComplete = (state: TReviewQueueState) => !currentCard(state) && state.learning.length === 0;

/** Cards in the session so far, each counted once (the "Y" of "You've reviewed X out of Y flashcards."). */
export const distinctCards = (state: TReviewQueueState) =>
  new Set([...state.cards, ...state.learning.map((entry) => entry.card)].map((card) => card.id)).size;

/**
 * Anki's three counts, the current card included: new and review cards left in the list, and learning cards (in the
 * list, or waiting for a step due within the learn-ahead limit).
 */
export function queueCounts(state: TReviewQueueState, now: number) {
  const left = state.cards.slice(state.index);
  const soon = state.learning.filter((entry) => entry.showAt <= now + learnAheadMs).length;
  return {
    new: left.filter((card) => card.schedule.state === 'new').length,
    learning: left.filter(isLearning).length + soon,
    review: left.filter((card) => card.schedule.state === 'review').length,
  };
}
