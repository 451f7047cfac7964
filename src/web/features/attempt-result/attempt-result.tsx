import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TAttemptResult } from '../../../shared/contract/quizzes';
import { buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { AttemptMessage } from './attempt-message';
import { attemptResultQuery } from './result-queries';
import { resultTexts as texts } from './result-texts';
import { ReviewList, type TReviewSlot } from './review-list';
import { ScoreSummary } from './score-summary';
import { TopicBreakdownTable } from './topic-breakdown-table';

/** The question view in review mode, plugged in by the route from the quiz views. */
export interface TResultSlots {
  renderQuestion: (slot: TReviewSlot) => ReactNode;
  /** Just submitted: move the focus to the score. */
  focusOnMount?: boolean;
}

/** Loads the result of a closed attempt (quiz or exam) and shows it. */
export function AttemptResult({ attemptId, ...slots }: TResultSlots & { attemptId: string }) {
  const result = useQuery(attemptResultQuery(attemptId));
  if (result.isError) {
    return (
      <AttemptMessage message={result.error.message} onRetry={() => void result.refetch()} retryLabel={texts.retry} />
    );
  }
  if (!result.data) {
    return (
      <div aria-busy className="grid gap-4">
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  return <AttemptResultView result={result.data} {...slots} />;
}

export function AttemptResultView({ result, renderQuestion, focusOnMount }: TResultSlots & { result: TAttemptResult }) {
  return (
    <div className="grid gap-8">
      <ScoreSummary result={result} focusOnMount={focusOnMount} />
      <section aria-labelledby="attempt-topics-heading" className="grid gap-3">
        <h2 id="attempt-topics-heading" className="text-xl font-semibold">
          {texts.topicsHeading}
        </h2>
        <TopicBreakdownTable topics={result.topics} labelledBy="attempt-topics-heading" />
      </section>
      <ReviewList review={result.review} renderQuestion={renderQuestion} />
      <Link to="/exams" className={cn(buttonClasses('outline', 'md'), 'justify-self-start')}>
        {texts.backToExams}
      </Link>
    </div>
  );
}
