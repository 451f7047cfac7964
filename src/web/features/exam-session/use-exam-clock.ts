import { useMemo } from 'react';

/**
 * The deadline on the browser's own clock. The server sent its time with the session, so the offset between the two
 * clocks is known: a device clock that is minutes off still counts down the time the server allows.
 */
export function localDeadline(deadlineAt: Date, serverNow: Date, receivedAt: number) {
  return deadlineAt.getTime() - (serverNow.getTime() - receivedAt);
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
