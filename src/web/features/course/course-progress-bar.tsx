import { coursePageTexts as texts } from '../../../shared/domain/course-texts';

/** The course's overall progress: a real progressbar (value and text) with the count written beside it. */
export function CourseProgressBar({ completed, total }: { completed: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  const valueText = texts.progress(completed, total);
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span id="course-progress-label" className="font-medium">
          {texts.progressLabel}
        </span>
        <span className="font-semibold">{valueText}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="course-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className="h-3 overflow-hidden rounded-full bg-muted ring-1 ring-border ring-inset"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
