import { describe, expect, it } from 'vitest';
import type { TReviewCard } from '../../../shared/contract/flashcards';
import {
  advance,
  answered,
  currentCard,
  distinctCards,
  goBack,
  isComplete,
  queueCounts,
  restored,
  settle,
  startQueue,
  waitingUntil,
} from './review-queue';

const MINUTE = 60_000;
const now = Date.parse('2026-05-10T09:00:00Z');
const nextDayAt = new Date('2026-05-11T00:00:00Z');

function card(id: string, state: TReviewCard['schedule']['state'] = 'new', dueAt = new Date(now)): TReviewCard {
  return {
    id,
    front: id,
    back: `Back of ${id}`,
    tags: [],
    isSuspended: false,
    sourceId: null,
    sourceType: null,
    section: null,
    createdAt: new Date(now),
    schedule: { state, dueAt, intervalDays: 0, ease: 2.5, repetitions: 0, lapses: 0, step: 0 },
    nextIntervals: { again: 60, hard: 330, good: 600, easy: 345_600 },
  };
}
/** The card as the server answers it after a grade that leaves it learning for `minutes`. */
const learningFor = (id: string, minutes: number, at = now) => card(id, 'learning', new Date(at + minutes * MINUTE));
const ids = (state: ReturnType<typeof startQueue>) => state.cards.map((c) => c.id);

describe('the review queue, after Anki’s', () => {
  it('brings a card answered Again back once the list is done, within the 20-minute learn-ahead limit', () => {
    let state = startQueue([card('a'), card('b')], nextDayAt, now);
    state = answered(state, learningFor('a', 1), now);
    expect(currentCard(state)?.id).toBe('b');
    expect(queueCounts(state, now)).toEqual({ new: 1, learning: 1, review: 0 });
    state = answered(state, card('b', 'review', new Date(now + 4 * 86_400_000)), now + 5_000);
    expect(currentCard(state)?.id).toBe('a'); // due in 55 s: learned ahead
    expect(currentCard(state)?.schedule.state).toBe('learning');
    expect(ids(state)).toEqual(['a', 'b', 'a']);
    state = answered(state, card('a', 'review'), now + 10_000);
    expect(isComplete(state)).toBe(true);
    expect(state.reviewed).toEqual(['b', 'a']);
    expect(distinctCards(state)).toBe(2);
  });

  it('shows a learning card that is due before the rest of the list', () => {
    let state = startQueue([card('a'), card('b'), card('c')], nextDayAt, now);
    state = answered(state, learningFor('a', 1), now);
    state = answered(state, card('b', 'learning', new Date(now + 70 * MINUTE)), now + 2 * MINUTE);
    expect(ids(state)).toEqual(['a', 'b', 'a', 'c']);
    expect(currentCard(state)?.id).toBe('a');
  });

  it('waits for a learning step due later than 20 minutes, and leaves one reaching the next day out', () => {
    let state = startQueue([card('a'), card('b')], nextDayAt, now);
    state = answered(state, learningFor('a', 30), now);
    state = answered(state, card('b', 'learning', new Date(nextDayAt.getTime() + MINUTE)), now);
    expect(currentCard(state)).toBeUndefined();
    expect(isComplete(state)).toBe(false);
    expect(waitingUntil(state)).toBe(now + 10 * MINUTE);
    // Once the step is within the learn-ahead limit (20 minutes), the session settles on it.
    expect(currentCard(settle(state, now + 9 * MINUTE))).toBeUndefined();
    expect(currentCard(settle(state, now + 10 * MINUTE))?.id).toBe('a');
    expect(state.learning.map((entry) => entry.card.id)).toEqual(['a']); // b's step is tomorrow's
  });

  it('does not show the same card twice in a row while another learning card waits (requeue_learning_entry)', () => {
    let state = startQueue([card('a'), card('b')], nextDayAt, now);
    state = answered(state, learningFor('a', 5), now);
    state = answered(state, learningFor('b', 1), now); // due first, but it was just seen: after a instead
    expect(currentCard(state)?.id).toBe('a');
    expect(state.learning.map((entry) => [entry.card.id, entry.showAt])).toEqual([['b', now + 5 * MINUTE + 1000]]);
    state = answered(state, card('a', 'review'), now + MINUTE);
    expect(currentCard(state)?.id).toBe('b');
  });

  it('takes learning cards from the server’s queue by their due time, not in the list', () => {
    const state = startQueue([learningFor('l', 5), card('r', 'review'), card('n')], nextDayAt, now);
    expect(ids(state)).toEqual(['r', 'n']);
    expect(queueCounts(state, now)).toEqual({ new: 1, learning: 1, review: 1 });
    expect(currentCard(startQueue([learningFor('l', -1), card('n')], nextDayAt, now))?.id).toBe('l');
  });

  it('keeps spec 4’s Skip and Previous: Skip records nothing, Previous takes the earlier card off the list', () => {
    let state = startQueue([card('a'), card('b'), card('c')], nextDayAt, now);
    state = answered(state, card('a', 'review'), now);
    state = advance(state, now); // Skip b
    expect(state.reviewed).toEqual(['a']);
    state = goBack(goBack(state));
    expect(currentCard(state)?.id).toBe('a');
    expect(state.reviewed).toEqual([]);
    expect(currentCard(state)?.schedule.state).toBe('review'); // the answered card as the server left it
  });

  it('undoes to the state before the answer, with the card as the server restored it', () => {
    const before = startQueue([card('a'), card('b')], nextDayAt, now);
    const after = answered(before, learningFor('a', 1), now);
    const back = restored(before, { ...card('a'), nextIntervals: { again: 1, hard: 2, good: 3, easy: 4 } });
    expect(after.learning).toHaveLength(1);
    expect(back.learning).toHaveLength(0);
    expect(currentCard(back)?.nextIntervals.easy).toBe(4);
    expect(back.reviewed).toEqual([]);
  });
});
