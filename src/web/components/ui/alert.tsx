import { CircleAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** An inline message; role="alert" makes screen readers announce it when it appears. */
export function Alert({ className, children, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-destructive',
        className,
      )}
      {...props}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>{children}</div>
    </div>
  );
}

/** A confirmation that a request went through; role="status" is announced politely. */
export function SuccessNotice({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      role="status"
      className={cn('rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900', className)}
      {...props}
    />
  );
}
