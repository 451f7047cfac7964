import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { reviewTexts as texts } from '../../../shared/domain/flashcard-texts';
import { backToFlashcardsText } from '../../../shared/domain/page-texts';
import { Button, buttonClasses } from '../../components/ui/button';
import { useReviewQueue } from './flashcard-queries';
import { formatForecastDay } from './format-forecast-day';

interface ReviewCompleteProps {
  reviewed: number;
  total: number;
  onAgain: () => Promise<void>;
  /** Undo of the last answer, which may have been the one that finished the session. */
  undo?: ReactNode;
}

/** "Review Session Complete!" with the count (spec 2) and what is due next, from a fresh forecast. */
export function ReviewComplete({ reviewed, total, onAgain, undo }: ReviewCompleteProps) {
  const queue = useReviewQueue();
  const [pending, setPending] = useState(false);
  const { refetch } = queue;
  useEffect(() => {
    void refetch();
  }, [refetch]);
  const next = queue.isFetching ? undefined : queue.data?.forecast.find((day) => day.count > 0);

  return (
    <section className="mx-auto grid max-w-2xl justify-items-center gap-4 rounded-2xl border border-border bg-card p-10 text-center shadow-card">
      <h2 className="text-2xl font-bold text-foreground">{texts.completeHeading}</h2>
      <p className="text-lg text-foreground">{texts.completeBody(reviewed, total)}</p>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {queue.isFetching
          ? '\u00a0'
          : next
            ? texts.nextDue(formatForecastDay(next.date), next.count)
            : texts.nothingDue}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          disabled={pending}
          onClick={async () => {
            setPending(true);
            await onAgain();
            setPending(false);
          }}
        >
          {texts.reviewAgain}
        </Button>
        <Link to="/flashcards" className={buttonClasses('outline', 'md')}>
          {backToFlashcardsText}
        </Link>
      </div>
      {undo}
    </section>
  );
}
