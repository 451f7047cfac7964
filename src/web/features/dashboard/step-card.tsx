import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface StepCardProps {
  id: string;
  heading: string;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}

/** One block of the next-steps panel: a region named by its heading, so screen readers can jump between them. */
export function StepCard({ id, heading, icon: Icon, children, className }: StepCardProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-card', className)}
    >
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-800">
          <Icon className="size-4" aria-hidden />
        </span>
        {heading}
      </h3>
      {children}
    </section>
  );
}
