import { Link } from 'react-router';
import { studyTexts as texts } from '../../../shared/domain/flashcard-texts';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useReviewQueue } from './flashcard-queries';
import { formatForecastDay } from './format-forecast-day';

/** Today's study block: due count, the way into the review session, and the 7-day forecast (issue 6). */
export function StudySummary() {
  const queue = useReviewQueue();
  const data = queue.data;
  const max = Math.max(1, ...(data?.forecast.map((day) => day.count) ?? []));
  return (
    <Card aria-labelledby="study-heading" role="region">
      <CardContent className="grid gap-6 md:grid-cols-[1fr_1.4fr] md:items-start">
        <div className="grid gap-3">
          <h2 id="study-heading" className="text-lg font-semibold">
            {texts.heading}
          </h2>
          {data ? (
            <div aria-live="polite">
              <p className="text-2xl font-bold text-foreground" data-testid="due-today">
                {texts.dueToday(data.dueToday)}
              </p>
              <p className="text-sm text-muted-foreground">
                {texts.newToday(data.cards.filter((card) => card.schedule.state === 'new').length)}
              </p>
            </div>
          ) : (
            <Skeleton className="h-12 w-48" />
          )}
          <Link to="/flashcards/review" className={`${buttonClasses('primary', 'md')} w-fit`}>
            {texts.startReview}
          </Link>
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-muted-foreground">{texts.forecastHeading}</h3>
          {data ? (
            <ul className="grid gap-1.5" aria-label={texts.forecastHeading}>
              {data.forecast.map((day) => (
                <li key={day.date} className="grid grid-cols-[6.5rem_1fr_4.5rem] items-center gap-2 text-sm">
                  <span className="text-foreground">{formatForecastDay(day.date)}</span>
                  <span className="h-2.5 rounded-full bg-muted" aria-hidden>
                    <span
                      className="block h-full rounded-full bg-primary"
                      style={{ width: `${(day.count / max) * 100}%` }}
                    />
                  </span>
                  <span className="text-right text-muted-foreground">{texts.forecastCount(day.count)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <Skeleton className="h-32 w-full" />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
