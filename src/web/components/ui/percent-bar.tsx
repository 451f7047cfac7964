import { cn } from '../../lib/cn';

interface PercentBarProps {
  /** What the bar measures, its accessible name. */
  label: string;
  /** 0 to 100, or null when there is nothing to measure yet. */
  value: number | null;
  /** The figure written beside the bar (the bar is never the only way to read it). */
  valueText: string;
  barClassName?: string;
  className?: string;
}

/** A labelled horizontal bar with its figure written out; the words carry it, the bar is decoration. */
export function PercentBar({ label, value, valueText, barClassName, className }: PercentBarProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 break-words">{label}</span>
        <span className="shrink-0 font-semibold">{valueText}</span>
      </div>
      <div aria-hidden className="h-2.5 overflow-hidden rounded-full bg-muted ring-1 ring-border ring-inset">
        <div className={cn('h-full rounded-full', barClassName ?? 'bg-primary')} style={{ width: `${value ?? 0}%` }} />
      </div>
    </div>
  );
}
