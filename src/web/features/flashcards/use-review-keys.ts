import { useEffect } from 'react';
import { grades, type TGrade } from '../../../shared/domain/spaced-repetition';

interface TReviewKeys {
  active: boolean;
  flipped: boolean;
  show: () => void;
  grade: (grade: TGrade) => void;
  /** Present while there is an answer to undo (also once the session is over). */
  undo?: () => void;
}

/** Ctrl+Z, or ⌘Z on a Mac; with Shift it is redo elsewhere, so not ours. */
const isUndoKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'z';

/**
 * Anki's keys: Space shows the answer, then grades Good; 1 to 4 grade Again, Hard, Good, Easy once it shows; Ctrl+Z
 * (⌘Z) undoes the last answer. Keys typed into a field or a dialog stay theirs (a field's own undo included).
 */
export function useReviewKeys({ active, flipped, show, grade, undo }: TReviewKeys) {
  useEffect(() => {
    if (!active && !undo) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="dialog"]')) return;
      if (isUndoKey(event)) {
        if (!undo || event.repeat) return;
        event.preventDefault();
        undo();
        return;
      }
      if (!active || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
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
  }, [active, flipped, show, grade, undo]);
}
