import { describe, expect, it } from 'vitest';
import { formatCountdown } from '../../lib/format-countdown';
import { localDeadline, reachedWarning } from './use-exam-clock';

describe('exam clock', () => {
  it('moves the deadline by the offset between the server clock and the browser clock', () => {
    const serverNow = new Date('2026-01-01T10:00:00Z');
    const deadlineAt = new Date('2026-01-01T11:30:00Z');
    // The device is 7 minutes fast: the deadline on its clock is 7 minutes later, and 90 minutes are still left.
    const receivedAt = serverNow.getTime() + 7 * 60_000;
    expect(localDeadline(deadlineAt, serverNow, receivedAt) - receivedAt).toBe(90 * 60_000);
  });

  it('shows mm:ss under an hour and h:mm:ss from an hour, rounding up', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(3_599_000)).toBe('59:59');
    expect(formatCountdown(90 * 60_000)).toBe('1:30:00');
  });

  it('reaches the spoken warnings at 10, 5 and 1 minutes', () => {
    expect(reachedWarning(10 * 60_000 + 1)).toBeNull();
    expect(reachedWarning(10 * 60_000)).toBe(10);
    expect(reachedWarning(5 * 60_000)).toBe(5);
    expect(reachedWarning(30_000)).toBe(1);
  });
});
