import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The content column every page of the site layout uses. */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12', className)} {...props} />;
}
