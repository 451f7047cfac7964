import type { TFlashcard, TNextIntervals, TReviewCard } from '../../../shared/contract/flashcards';
import {
  buttonSeconds,
  grades,
  schedulingStates,
  type TCardSchedule,
  type TSchedulingContext,
} from '../../../shared/domain/spaced-repetition';
import { studyDayOf } from '../../../shared/domain/study-day';

export interface TPreviewContext {
  now: Date;
  /** The learner's zone (null: the fallback zone): their day starts at 4 AM in it. */
  timeZone: string | null;
  /** Fuzz as the answer applies it: the same per-card draw, so a button shows what its answer does. */
  fuzz: boolean;
  /** When the learner's next day starts (Anki's next_day_at). */
  nextDayAt: Date;
}

/** The learner's day and fuzz setting the previews use; the answer must be given the same zone and fuzz. */
export const previewContext = (now: Date, timeZone: string | null = null, fuzz = false): TPreviewContext => ({
  now,
  timeZone,
  fuzz,
  nextDayAt: studyDayOf(now, timeZone).nextDayAt,
});

const scheduleOf = (card: TFlashcard): TCardSchedule => card.schedule;

/**
 * What each grade would do to the card now, in seconds as Anki's describe_next_states counts them: a review interval
 * in days; a learning step in seconds, unless it reaches the next day, then in days. The answer computes the same
 * states (spaced-repetition.ts), so the two cannot disagree; a learning step's own fuzz (up to 25%, at most 5 minutes)
 * is added at answer time and not shown, as in Anki.
 */
export function nextIntervals(card: TFlashcard, context: TPreviewContext): TNextIntervals {
  const ctx: TSchedulingContext = {
    now: context.now,
    timeZone: context.timeZone,
    fuzzCardId: context.fuzz ? card.id : null,
  };
  const { states, today } = schedulingStates(scheduleOf(card), ctx);
  const [again, hard, good, easy] = grades.map((grade) => buttonSeconds(states[grade], ctx, today)) as [
    number,
    number,
    number,
    number,
  ];
  return { again, hard, good, easy };
}

export const withNextIntervals = (card: TFlashcard, context: TPreviewContext): TReviewCard => ({
  ...card,
  nextIntervals: nextIntervals(card, context),
});

/** Today's review queue with every card's previews, and when the learner's next day starts. */
export function withQueuePreviews<T extends { cards: TFlashcard[] }>(
  queue: T,
  context: TPreviewContext,
): Omit<T, 'cards'> & { cards: TReviewCard[]; nextDayAt: Date } {
  return {
    ...queue,
    cards: queue.cards.map((card) => withNextIntervals(card, context)),
    nextDayAt: context.nextDayAt,
  };
}
