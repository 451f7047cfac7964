import { RotateCcw } from 'lucide-react';
import { nextStepsTexts as texts } from '../../../shared/domain/dashboard-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { CourseStep } from './course-step';
import { useDashboardSummary } from './dashboard-queries';
import { ExamStep } from './exam-step';
import { FlashcardsStep } from './flashcards-step';
import { ReadinessStep } from './readiness-step';

function PanelSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <Skeleton className="h-48" />
      <Skeleton className="h-48" />
      <Skeleton className="h-48 md:col-span-2 xl:col-span-1" />
    </div>
  );
}

/** A student's "what to do next" above the dashboard's cards (issue 12): exam, course, flashcards, readiness. */
export function NextStepsPanel() {
  const summary = useDashboardSummary();
  return (
    <section aria-labelledby="next-steps-heading" className="mb-10 grid gap-4">
      <h2 id="next-steps-heading" className="text-xl font-bold tracking-tight">
        {texts.heading}
      </h2>
      {summary.isError ? (
        <Alert className="flex-wrap items-center">
          <span className="mr-3">{summary.error.message}</span>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            disabled={summary.isFetching}
            onClick={() => void summary.refetch()}
          >
            <RotateCcw aria-hidden />
            {texts.retry}
          </Button>
        </Alert>
      ) : !summary.data ? (
        <PanelSkeleton />
      ) : (
        <>
          {summary.data.exam ? <ExamStep exam={summary.data.exam} receivedAt={summary.dataUpdatedAt} /> : null}
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <CourseStep course={summary.data.course} />
            <FlashcardsStep flashcards={summary.data.flashcards} />
            <div className="grid md:col-span-2 xl:col-span-1">
              <ReadinessStep readiness={summary.data.readiness} />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
