import { useEffect, useMemo, useState } from 'react';

/**
 * The deadline on the browser's own clock. The server sent its time with the session, so the offset between the two
 * clocks is known: a device clock that is minutes off still counts down the time the server allows.
 */
export function localDeadline(deadlineAt: Date, serverNow: Date, receivedAt: number) {
  return deadlineAt.getTime() - (serverNow.getTime() - receivedAt);
}

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

/** mm:ss, or h:mm:ss from an hour up; rounded up so 0:00 means the time is really over. */
export function formatRemaining(ms: number) {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${String(minutes).padStart(2, '0')}:${seconds}`;
}

/** The warnings a screen reader hears, in minutes left; the visible countdown itself stays silent. */
export const announcedMinutes = [10, 5, 1] as const;

/** The smallest warning threshold reached: what should have been announced by now (null above 10 minutes). */
export function reachedWarning(ms: number): number | null {
  const reached = announcedMinutes.filter((minutes) => ms <= minutes * 60_000);
  return reached.at(-1) ?? null;
}

/** The deadline computed once per session load; later renders keep the same number. */
export const useLocalDeadline = (deadlineAt: Date, serverNow: Date, receivedAt: number) =>
  useMemo(() => localDeadline(deadlineAt, serverNow, receivedAt), [deadlineAt, serverNow, receivedAt]);
