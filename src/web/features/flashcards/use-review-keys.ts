import { useEffect } from 'react';
import { grades, type TGrade } from '../../../shared/domain/spaced-repetition';

interface TReviewKeys {
  active: boolean;
  flipped: boolean;
  show: () => void;
  grade: (grade: TGrade) => void;
}

/** Anki's keys: Space shows the answer, then grades Good; 1 to 4 grade Again, Hard, Good, Easy once it shows. */
export function useReviewKeys({ active, flipped, show, grade }: TReviewKeys) {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="dialog"]')) return;
      if (event.key === ' ') {
        event.preventDefault();
        if (flipped) grade('good');
        else show();
        return;
      }
      const choice = grades[Number(event.key) - 1];
      if (flipped && choice && /^[1-4]$/.test(event.key)) {
        event.preventDefault();
        grade(choice);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, flipped, show, grade]);
}
