import { CheckCircle2, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import type { TDashboardSummary } from '../../../shared/contract/dashboard';
import { nextStepsTexts } from '../../../shared/domain/dashboard-texts';
import { buttonClasses } from '../../components/ui/button';
import { CourseProgressBar } from '../../components/ui/course-progress-bar';
import { StepCard } from './step-card';

const texts = nextStepsTexts.course;

/** Where the learner is in the prep course and the one button that carries on. */
export function CourseStep({ course }: { course: TDashboardSummary['course'] }) {
  const { completed, total, nextLesson } = course;
  return (
    <StepCard id="dashboard-course" heading={texts.heading} icon={GraduationCap}>
      <CourseProgressBar completed={completed} total={total} labelId="dashboard-course-progress" compact />
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
