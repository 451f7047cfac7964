import { useCallback, useState } from 'react';

const storageKey = (attemptId: string) => `exam-position:${attemptId}`;

/**
 * Which question is on screen. Answers, flags and time live on the server; the place in the exam is only this tab's
 * business, so it survives a reload in sessionStorage and nowhere else.
 */
export function useExamPosition(attemptId: string, count: number) {
  const [index, setIndex] = useState(() => {
    const stored = Number(sessionStorage.getItem(storageKey(attemptId)));
    return Number.isInteger(stored) && stored >= 0 && stored < count ? stored : 0;
  });

  const goTo = useCallback(
    (next: number) => {
      const clamped = Math.min(Math.max(next, 0), count - 1);
      sessionStorage.setItem(storageKey(attemptId), String(clamped));
      setIndex(clamped);
    },
    [attemptId, count],
  );

  return { index, goTo };
}
