import { useState } from 'react';
import { progressTexts as texts } from '../../../shared/domain/quiz-page-texts';
import { Alert } from '../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { AttemptHistory } from './attempt-history';
import { useAttempts, useProgress } from './progress-queries';
import { ScoreTrendChart } from './score-trend-chart';
import { WeakTopics } from './weak-topics';

interface ProgressPanelProps {
  onPracticeTopics: (topicIds: string[]) => void;
  practicePending: boolean;
}

/** The learner's attempts, score trend and weak topics on /exams. */
export function ProgressPanel({ onPracticeTopics, practicePending }: ProgressPanelProps) {
  const [page, setPage] = useState(1);
  const attempts = useAttempts(page);
  const progress = useProgress();
  const data = attempts.data;
  const error = attempts.error ?? progress.error;

  return (
    <Card role="region" aria-labelledby="progress-heading">
      <CardHeader>
        <CardTitle id="progress-heading">{texts.heading}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {error ? (
          <Alert>{error.message}</Alert>
        ) : !data || !progress.data ? (
          <div aria-busy className="grid gap-3">
            <Skeleton className="h-32" />
            <Skeleton className="h-24" />
          </div>
        ) : data.pagination.totalCount === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
            {texts.empty}
          </p>
        ) : (
          <>
            <div className="grid gap-6 lg:grid-cols-2">
              <ScoreTrendChart points={progress.data.trend} />
              <WeakTopics topicIds={progress.data.weakTopics} onPractice={onPracticeTopics} pending={practicePending} />
            </div>
            <div className="grid gap-3">
              <h3 id="attempt-history-heading" className="font-semibold">
                {texts.historyHeading}
              </h3>
              <AttemptHistory attempts={data.attempts} />
              {data.pagination.totalPages > 1 ? (
                <Pagination page={page} totalPages={data.pagination.totalPages} onPageChange={setPage} />
              ) : null}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
