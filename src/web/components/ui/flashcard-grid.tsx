import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Skeleton } from './skeleton';

const skeletons = [0, 1, 2, 3, 4, 5];
const gridClass = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

interface FlashcardGridProps {
  label: string;
  /** Undefined while the first page loads (six skeletons, spec). */
  count: number | undefined;
  error?: string;
  /** Shown instead of the grid when there are no cards. */
  emptyText: string;
  children: ReactNode;
}

/** The flashcard managers' grid with its loading, error and empty states. */
export function FlashcardGrid({ label, count, error, emptyText, children }: FlashcardGridProps) {
  if (error) return <Alert>{error}</Alert>;
  if (count === undefined) {
    return (
      <ul aria-busy aria-label={label} className={gridClass}>
        {skeletons.map((key) => (
          <li key={key}>
            <Skeleton className="h-44 w-full rounded-xl" />
          </li>
        ))}
      </ul>
    );
  }
  if (count === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
        {emptyText}
      </p>
    );
  }
  return (
    <ul aria-label={label} className={gridClass}>
      {children}
    </ul>
  );
}
