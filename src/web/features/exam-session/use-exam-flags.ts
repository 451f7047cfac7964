import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { flagExamQuestion } from '../../../shared/contract/quizzes';
import { api } from '../../lib/api';
import { isClosedError } from './exam-queries';

/** Flags change on screen at once and go back if the server refuses; the server's copy is what a reload shows. */
export function useExamFlags(attemptId: string, initial: boolean[], onClosed: () => void) {
  const [flagged, setFlagged] = useState(initial);

  const toggle = useCallback(
    async (position: number, value: boolean) => {
      const set = (next: boolean) =>
        setFlagged((current) => current.map((old, index) => (index === position ? next : old)));
      set(value);
      try {
        await api(flagExamQuestion, { attemptId, position, flagged: value });
      } catch (error) {
        if (isClosedError(error)) return onClosed();
        set(!value);
        toast.error((error as Error).message);
      }
    },
    [attemptId, onClosed],
  );

  return { flagged, toggle };
}
