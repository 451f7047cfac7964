import { Layers } from 'lucide-react';
import { Link } from 'react-router';
import type { TDashboardSummary } from '../../../shared/contract/dashboard';
import { nextStepsTexts } from '../../../shared/domain/dashboard-texts';
import { buttonClasses } from '../../components/ui/button';
import { StepCard } from './step-card';

const texts = nextStepsTexts.flashcards;

/** A forecast day (YYYY-MM-DD, a UTC day like the review queue's) as a short weekday and date. */
const formatDueDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });

/** Today's flashcard review: how many cards wait and the way in, or when the next ones are due. */
export function FlashcardsStep({ flashcards }: { flashcards: TDashboardSummary['flashcards'] }) {
  return (
    <StepCard id="dashboard-flashcards" heading={texts.heading} icon={Layers}>
      {flashcards.inSession > 0 ? (
        <>
          <div className="grid gap-0.5">
            <p className="text-xl font-bold">{texts.dueToday(flashcards.dueToday)}</p>
            {flashcards.newToday > 0 ? (
              <p className="text-sm text-muted-foreground">{texts.newToday(flashcards.newToday)}</p>
            ) : null}
          </div>
          <Link to="/flashcards/review" className={`${buttonClasses()} mt-auto w-fit`}>
            {texts.startReview}
          </Link>
        </>
      ) : (
        <>
          <div className="grid gap-0.5">
            <p className="text-xl font-bold">{texts.noneDue}</p>
            <p className="text-sm text-muted-foreground">
              {flashcards.nextDue
                ? texts.nextDue(formatDueDay(flashcards.nextDue.date), flashcards.nextDue.count)
                : texts.nothingScheduled}
            </p>
          </div>
          <Link to="/flashcards" className={`${buttonClasses('outline')} mt-auto w-fit`}>
            {texts.manage}
          </Link>
        </>
      )}
    </StepCard>
  );
}
