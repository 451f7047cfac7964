import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A pulsing placeholder; hidden from assistive technology, which gets the surrounding aria-busy instead. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
