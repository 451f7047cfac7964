import type { TFlashcard, TNextIntervals, TReviewCard } from '../../../shared/contract/flashcards';
import { grades, scheduleAnswer, type TCardSchedule } from '../../../shared/domain/spaced-repetition';

const DAY_MS = 86_400_000;
const DAY_SECONDS = 86_400;

export interface TPreviewContext {
  now: Date;
  /** When the learner's next day starts (Anki's next_day_at). */
  nextDayAt: Date;
}

/**
 * The day boundary the previews use. Days are UTC today, as in review.service.ts; when the learner's own day (time
 * zone and 4 AM rollover) lands, this becomes that day's next start.
 */
export const previewContext = (now: Date): TPreviewContext => ({
  now,
  nextDayAt: new Date((Math.floor(now.getTime() / DAY_MS) + 1) * DAY_MS),
});

const scheduleOf = (card: TFlashcard): TCardSchedule => ({ ...card.schedule, suspended: card.isSuspended });

/**
 * Seconds to show on a button for one outcome, as Anki's describe_next_states counts them: a review interval in
 * days; a learning step in seconds, unless it reaches the next day, then in days (IntervalKind::maybe_as_days).
 */
function buttonSeconds(outcome: TCardSchedule, { now, nextDayAt }: TPreviewContext) {
  if (outcome.state === 'review') return outcome.intervalDays * DAY_SECONDS;
  const seconds = Math.max(0, Math.round((outcome.dueAt.getTime() - now.getTime()) / 1000));
  const untilRollover = Math.max(0, Math.floor((nextDayAt.getTime() - now.getTime()) / 1000));
  if (seconds < untilRollover) return seconds;
  return (Math.floor((seconds - untilRollover) / DAY_SECONDS) + 1) * DAY_SECONDS;
}

/**
 * What each grade would do to the card now. The one place previews are computed: the answer itself has fuzz, so until
 * the scheduler's deterministic fuzz lands (previewAnswers), a review card's result can differ from its preview.
 */
export function nextIntervals(card: TFlashcard, context: TPreviewContext): TNextIntervals {
  const schedule = scheduleOf(card);
  const [again, hard, good, easy] = grades.map((grade) =>
    buttonSeconds(scheduleAnswer(schedule, grade, context.now), context),
  ) as [number, number, number, number];
  return { again, hard, good, easy };
}

export const withNextIntervals = (card: TFlashcard, context: TPreviewContext): TReviewCard => ({
  ...card,
  nextIntervals: nextIntervals(card, context),
});

/** Today's review queue with every card's previews, and when the learner's next day starts. */
export function withQueuePreviews<T extends { cards: TFlashcard[] }>(
  queue: T,
  now: Date,
): Omit<T, 'cards'> & { cards: TReviewCard[]; nextDayAt: Date } {
  const context = previewContext(now);
  return {
    ...queue,
    cards: queue.cards.map((card) => withNextIntervals(card, context)),
    nextDayAt: context.nextDayAt,
  };
}
