import { CheckCircle2, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import type { TDashboardSummary } from '../../../shared/contract/dashboard';
import { nextStepsTexts } from '../../../shared/domain/dashboard-texts';
import { buttonClasses } from '../../components/ui/button';
import { StepCard } from './step-card';

const texts = nextStepsTexts.course;

function CourseProgress({ completed, total }: { completed: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  const valueText = texts.progress(completed, total);
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
        <span id="dashboard-course-progress" className="font-medium">
          {texts.progressLabel}
        </span>
        <span className="text-muted-foreground">{valueText}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="dashboard-course-progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className="h-2.5 overflow-hidden rounded-full bg-muted ring-1 ring-border ring-inset"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** Where the learner is in the prep course and the one button that carries on. */
export function CourseStep({ course }: { course: TDashboardSummary['course'] }) {
  const { completed, total, nextLesson } = course;
  return (
    <StepCard id="dashboard-course" heading={texts.heading} icon={GraduationCap}>
      <CourseProgress completed={completed} total={total} />
      {nextLesson ? (
        <>
          <p className="grid gap-0.5 text-sm">
            <span className="text-muted-foreground">{texts.next}</span>
            <span className="font-semibold break-words">{nextLesson.title}</span>
            <span className="text-muted-foreground">{nextLesson.moduleTitle}</span>
          </p>
          <Link
            to={`/course/lessons/${nextLesson.id}`}
            className={`${buttonClasses()} mt-auto w-fit`}
            aria-label={completed === 0 ? undefined : texts.continueLabel(nextLesson.title)}
          >
            {completed === 0 ? texts.start : texts.continue}
          </Link>
        </>
      ) : (
        <>
          <p className="flex items-center gap-2 text-sm font-medium text-green-800">
            <CheckCircle2 className="size-5 shrink-0" aria-hidden />
            {texts.done}
          </p>
          <Link to="/course" className={`${buttonClasses('outline')} mt-auto w-fit`}>
            {texts.review}
          </Link>
        </>
      )}
    </StepCard>
  );
}
