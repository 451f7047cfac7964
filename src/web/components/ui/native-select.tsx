import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

interface NativeSelectProps extends Omit<ComponentProps<'select'>, 'onChange'> {
  options: readonly { value: string; label: string }[];
  onValueChange: (value: string) => void;
}

/** The browser's own select, for filters: keyboard and screen readers work as users expect, at any width. */
export function NativeSelect({ options, onValueChange, className, ...props }: NativeSelectProps) {
  return (
    <select
      className={cn('h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 text-base sm:text-sm', className)}
      onChange={(event) => onValueChange(event.target.value)}
      {...props}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
