import { useEffect, useState } from 'react';

/** Milliseconds left, re-rendered on each whole second and never below 0. */
export function useRemainingMs(deadline: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const left = deadline - current;
      if (left <= 0) return;
      // Wake just after the next whole second of remaining time, so the display never skips or lingers.
      timer = setTimeout(tick, (left % 1000 || 1000) + 15);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);
  return Math.max(0, deadline - now);
}
