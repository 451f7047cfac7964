import { coursePageTexts as texts } from '../../../shared/domain/course-texts';
import { cn } from '../../lib/cn';

interface CourseProgressBarProps {
  completed: number;
  total: number;
  /** The label's id: unique on the page (the dashboard and /course each show one). */
  labelId?: string;
  /** The dashboard's card shows a slimmer bar with a quieter count. */
  compact?: boolean;
}

/** The course's overall progress: a real progressbar (value and text) with the count written beside it. */
export function CourseProgressBar({
  completed,
  total,
  labelId = 'course-progress-label',
  compact = false,
}: CourseProgressBarProps) {
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  const valueText = texts.progress(completed, total);
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span id={labelId} className="font-medium">
          {texts.progressLabel}
        </span>
        <span className={compact ? 'text-muted-foreground' : 'font-semibold'}>{valueText}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className={cn('overflow-hidden rounded-full bg-muted ring-1 ring-border ring-inset', compact ? 'h-2.5' : 'h-3')}
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
